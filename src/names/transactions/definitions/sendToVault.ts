/** Send ALGO or an asset the sender holds to the name's vault (its own account). */
import { sendToVault as sendToVaultApi } from '../../api/vault'
import { defineAction } from '../types'
import { vaultQueries } from '../touchedQueries'
import { formatHeldAmount, holdingOptions, parseHeldAmount, type HeldAmount } from './holdingChoice'
import { nameVault, payNameIntent } from './parties'
import { nameSection } from '../nextSteps'

// The whole balance is offered: the funds check says what must stay (minimum balance, fees).
const ALGO_KEPT = 0n

export const sendToVault = defineAction<HeldAmount>({
  order: 170,
  ability: 'canSendToVault',
  label: 'Send to vault',
  group: 'manage',
  needsHoldings: 'sender',
  title: (ctx) => `Send to the vault of ${ctx.name}`,
  summary: (ctx) => `The vault is ${ctx.name}'s own account: whoever owns the name controls what is in it.`,
  requiresTerms: false,
  fields: (ctx) => [
    { key: 'asset', kind: 'select', label: 'Asset', options: holdingOptions(ctx, ALGO_KEPT) },
    { key: 'amount', kind: 'text', label: 'Amount (whole units, e.g. 12.5)', maxLength: 32 },
  ],
  initialValues: () => ({ asset: '0', amount: '' }),
  parse: (values, ctx) => parseHeldAmount(values, ctx, ALGO_KEPT),
  costs: ({ assetId, amount }) => (assetId === 0 ? [{ label: 'Sent to the vault', microalgos: amount }] : []),
  // A plain payment or transfer to the vault: no contract call.
  intent: ({ assetId, amount, decimals, unit }, ctx) =>
    assetId === 0
      ? payNameIntent(ctx, amount, [], { receivers: nameVault(ctx), optIns: [] })
      : payNameIntent(ctx, 0n, [], {
          receivers: nameVault(ctx),
          optIns: [],
          sends: new Map([[BigInt(assetId), amount]]),
          units: new Map([[BigInt(assetId), { decimals, unit }]]),
        }),
  build: ({ assetId, amount }, ctx) =>
    sendToVaultApi(ctx.network, ctx.name, {
      sender: ctx.sender,
      assets: [assetId],
      optInOnly: false,
      amount: Number(amount),
      amountStr: amount.toString(),
    }),
  invalidates: (ctx) => vaultQueries(ctx.network, ctx.name),
  success: (data, ctx) => `Sent ${formatHeldAmount(data)} to ${ctx.name}'s vault`,
  next: (_data, ctx) => [nameSection(ctx.name, `View ${ctx.name}'s vault`, 'vault-heading')],
})
