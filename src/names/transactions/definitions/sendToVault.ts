/** Send ALGO or an asset to the name's vault (its own account). */
import { formatAlgos } from '@/lib/money'
import { sendToVault as sendToVaultApi } from '../../api/vault'
import { ASSET_MIN_BALANCE } from '../check/checkFunds'
import { defineAction } from '../types'
import { parseAlgo, parseAssetId, parseBaseUnits } from '../parseInput'
import { nameQueries } from '../touchedQueries'
import { nameVault, payNameIntent } from './parties'

export const sendToVault = defineAction<{ assetId: number; amount: bigint }>({
  id: 'sendToVault',
  ability: 'canSendToVault',
  label: 'Send to vault',
  group: 'manage',
  title: (ctx) => `Send to the vault of ${ctx.name}`,
  summary: (ctx) => `The vault is ${ctx.name}'s own account: whoever owns the name controls what is in it.`,
  requiresTerms: false,
  fields: () => [
    { key: 'asset', kind: 'integer', label: 'Asset id (0 = ALGO)', min: 0, max: Number.MAX_SAFE_INTEGER },
    { key: 'amount', kind: 'text', label: 'Amount (ALGO, or base units for an asset)', maxLength: 26 },
  ],
  initialValues: () => ({ asset: '0', amount: '' }),
  parse(values) {
    const asset = parseAssetId(values.asset, 'Asset', true)
    if (!asset.ok) return asset
    // ALGO is typed in ALGO; an asset in its base units.
    const amount = asset.value === 0 ? parseAlgo(values.amount, 'Amount') : parseBaseUnits(values.amount, 'Amount')
    return amount.ok ? { ok: true, value: { assetId: asset.value, amount: amount.value } } : amount
  },
  costs: ({ assetId, amount }) => (assetId === 0 ? [{ label: 'Sent to the vault', microalgos: amount }] : []),
  intent: ({ assetId, amount }, ctx) =>
    assetId === 0
      ? payNameIntent(ctx, amount, { receivers: nameVault(ctx), optIns: [] })
      : // The service may fund the vault's new holding of the asset first.
        payNameIntent(ctx, 0n, {
          receivers: nameVault(ctx),
          optIns: [],
          sends: new Map([[BigInt(assetId), amount]]),
          depositCeiling: ASSET_MIN_BALANCE,
        }),
  build: ({ assetId, amount }, ctx) =>
    sendToVaultApi(ctx.network, ctx.name, {
      sender: ctx.sender,
      assets: [assetId],
      optInOnly: false,
      amount: Number(amount),
      amountStr: amount.toString(),
    }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: ({ assetId, amount }, ctx) =>
    `Sent ${assetId === 0 ? `${formatAlgos(amount)} ALGO` : `${amount} units of asset ${assetId}`} to ${ctx.name}'s vault`,
})
