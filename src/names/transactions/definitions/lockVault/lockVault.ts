/** The owner locks the vault's automatic opt-ins (only they may opt it in) or opens them to anyone (airdrops). */
import { i18n, params } from '@/lib/i18n/i18n'
import { vaultLock } from '../../../api/vault'
import { isVaultLocked } from '../../../core/vaultLock'
import type { ActionDefinition } from '../../types'
import { nameQueries } from '../../../hooks/touchedQueries'
import { manageIntent, nameCall } from '../parties'

const messages = i18n('names/transactions/definitions/lockVault/lockVault', {
  label: 'Vault opt-ins',
  title: params("Opt-ins of {name}'s vault"),
  summary: 'Unlocked: anyone may opt the vault in to an asset and send it (airdrops). Locked: only you can.',
  field: 'Who may opt the vault in',
  locked: 'Only me (locked)',
  open: 'Anyone (unlocked, for airdrops)',
  choose: 'Choose who may opt the vault in.',
  lockedDone: params("{name}'s vault is locked: only you can opt it in"),
  openDone: params("{name}'s vault is unlocked: anyone can opt it in and send to it"),
  optIn: 'Opt the vault in to an asset',
})

export const lockVault: ActionDefinition<{ lock: boolean }> = {
  order: 200,
  ability: 'canLockVault',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Vault',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => {
    const t = messages.get()
    return [
      {
        key: 'mode',
        kind: 'select',
        label: t.field,
        options: [
          { value: 'locked', label: t.locked },
          { value: 'open', label: t.open },
        ],
      },
    ]
  },
  // Offer the change: a locked vault defaults to unlocking, an open one to locking.
  initialValues: (ctx) => ({ mode: isVaultLocked(ctx.record) ? 'open' : 'locked' }),
  parse: (values) =>
    values.mode === 'locked' || values.mode === 'open'
      ? { ok: true, value: { lock: values.mode === 'locked' } }
      : { ok: false, message: messages.get().choose },
  costs: () => [],
  intent: ({ lock }, ctx) => manageIntent(ctx, [nameCall(ctx, 'vaultOptInLock', [lock])]),
  build: ({ lock }, ctx) => vaultLock(ctx.network, ctx.name, { sender: ctx.sender, lock }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: ({ lock }, ctx) =>
    lock ? messages.get().lockedDone({ name: ctx.name }) : messages.get().openDone({ name: ctx.name }),
  next: () => [{ kind: 'action', action: 'optInVault', label: messages.get().optIn }],
}
