/** Send ALGO or an asset the sender holds to the name's vault (its own account). */
import { i18n, params } from '@/lib/i18n/i18n'
import { sendToVault as sendToVaultApi } from '../../../api/vault'
import type { ActionDefinition } from '../../types'
import { vaultQueries } from '../../../hooks/touchedQueries'
import { formatHeldAmount, holdingOptions, parseHeldAmount, type HeldAmount } from '../holdingChoice'
import { nameCall, nameDeposit, nameVault, payNameIntent } from '../parties'
import { VAULT_HOLDING_DEPOSIT } from '../../reference/vault'
import { nameSection } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/sendToVault/sendToVault', {
  label: 'Send to vault',
  title: params('Send to the vault of {name}'),
  summary: params("The vault is {name}'s own account: whoever owns the name controls what is in it."),
  asset: 'Asset',
  amount: 'Amount (whole units, e.g. 12.5)',
  sentCost: 'Sent to the vault',
  success: params("Sent {amount} to {name}'s vault"),
  viewVault: params("View {name}'s vault"),
})

// The whole balance is offered: the funds check says what must stay (minimum balance, fees).
const ALGO_KEPT = 0n

export const sendToVault: ActionDefinition<HeldAmount> = {
  order: 170,
  ability: 'canSendToVault',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Vault',
  needsHoldings: 'sender',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: false,
  fields: (ctx) => [
    { key: 'asset', kind: 'select', label: messages.get().asset, options: holdingOptions(ctx, ALGO_KEPT) },
    { key: 'amount', kind: 'text', label: messages.get().amount, maxLength: 32 },
  ],
  initialValues: () => ({ asset: '0', amount: '' }),
  parse: (values, ctx) => parseHeldAmount(values, ctx, ALGO_KEPT),
  costs: ({ assetId, amount }) => (assetId === 0 ? [{ label: messages.get().sentCost, microalgos: amount }] : []),
  // ALGO is a plain payment to the vault. An asset the vault does not hold yet is opted in first:
  // its holding funded (0.1 ALGO, to the vault) and the contract's vaultOptIn for that asset only.
  intent: ({ assetId, amount, decimals, unit }, ctx) =>
    assetId === 0
      ? payNameIntent(ctx, amount, [], { receivers: nameVault(ctx), optIns: [] })
      : payNameIntent(
          ctx,
          0n,
          [nameCall(ctx, 'vaultOptIn', [[BigInt(assetId)]], { assets: [BigInt(assetId)], optional: true })],
          {
            receivers: nameVault(ctx),
            optIns: [],
            deposits: nameDeposit(ctx, VAULT_HOLDING_DEPOSIT),
            sends: new Map([[BigInt(assetId), amount]]),
            units: new Map([[BigInt(assetId), { decimals, unit }]]),
          },
        ),
  build: ({ assetId, amount }, ctx) =>
    sendToVaultApi(ctx.network, ctx.name, {
      sender: ctx.sender,
      assets: [assetId],
      optInOnly: false,
      amount: Number(amount),
      amountStr: amount.toString(),
    }),
  invalidates: (ctx) => vaultQueries(ctx.network, ctx.name),
  success: (data, ctx) => messages.get().success({ amount: formatHeldAmount(data), name: ctx.name }),
  next: (_data, ctx) => [nameSection(ctx.name, messages.get().viewVault({ name: ctx.name }), 'vault-heading')],
}
