/** The owner locks the vault's automatic opt-ins (only they may opt it in) or opens them to anyone (airdrops). */
import { vaultLock } from '../../api/vault'
import { isVaultLocked } from '../../core/vaultLock'
import { defineAction } from '../types'
import { nameQueries } from '../touchedQueries'
import { manageIntent, nameCall } from './parties'

export const lockVault = defineAction<{ lock: boolean }>({
  order: 200,
  ability: 'canLockVault',
  label: 'Vault opt-ins',
  group: 'manage',
  title: (ctx) => `Opt-ins of ${ctx.name}'s vault`,
  summary: () => 'Unlocked: anyone may opt the vault in to an asset and send it (airdrops). Locked: only you can.',
  requiresTerms: false,
  fields: () => [
    {
      key: 'mode',
      kind: 'select',
      label: 'Who may opt the vault in',
      options: [
        { value: 'locked', label: 'Only me (locked)' },
        { value: 'open', label: 'Anyone (unlocked, for airdrops)' },
      ],
    },
  ],
  // Offer the change: a locked vault defaults to unlocking, an open one to locking.
  initialValues: (ctx) => ({ mode: isVaultLocked(ctx.record) ? 'open' : 'locked' }),
  parse: (values) =>
    values.mode === 'locked' || values.mode === 'open'
      ? { ok: true, value: { lock: values.mode === 'locked' } }
      : { ok: false, message: 'Choose who may opt the vault in.' },
  costs: () => [],
  intent: ({ lock }, ctx) => manageIntent(ctx, [nameCall(ctx, 'vaultOptInLock', [lock])]),
  build: ({ lock }, ctx) => vaultLock(ctx.network, ctx.name, { sender: ctx.sender, lock }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: ({ lock }, ctx) =>
    lock
      ? `${ctx.name}'s vault is locked: only you can opt it in`
      : `${ctx.name}'s vault is unlocked: anyone can opt it in and send to it`,
  next: () => [{ kind: 'action', action: 'optInVault', label: 'Opt the vault in to an asset' }],
})
