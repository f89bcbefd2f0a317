/** Opt the name's vault in to an asset so it can receive it. */
import { sendToVault as sendToVaultApi } from '../../api/vault'
import { ASSET_MIN_BALANCE } from '../check/checkFunds'
import { defineAction } from '../types'
import { parseAssetId } from '../parseInput'
import { vaultQueries } from '../touchedQueries'
import { nameCall, nameVault, payNameIntent } from './parties'

export const optInVault = defineAction<{ assetId: number }>({
  order: 180,
  ability: 'canOptInVault',
  label: 'Opt vault in to asset',
  group: 'manage',
  title: (ctx) => `Opt the vault of ${ctx.name} in to an asset`,
  summary: () => 'The vault can then hold this asset. You pay its minimum-balance deposit (0.1 ALGO) and the fees.',
  requiresTerms: false,
  fields: () => [{ key: 'asset', kind: 'integer', label: 'Asset id', min: 1, max: Number.MAX_SAFE_INTEGER }],
  initialValues: () => ({ asset: '' }),
  parse(values) {
    const asset = parseAssetId(values.asset, 'Asset', false)
    return asset.ok ? { ok: true, value: { assetId: asset.value } } : asset
  },
  costs: () => [{ label: "Vault's minimum-balance deposit", microalgos: ASSET_MIN_BALANCE }],
  // The vault's new holding is funded by a payment to it; its contract opts it in.
  intent: ({ assetId }, ctx) =>
    payNameIntent(
      ctx,
      ASSET_MIN_BALANCE,
      [nameCall(ctx, 'vaultOptIn', [[BigInt(assetId)]], { assets: [BigInt(assetId)] })],
      { receivers: nameVault(ctx), optIns: [] },
    ),
  build: ({ assetId }, ctx) =>
    sendToVaultApi(ctx.network, ctx.name, { sender: ctx.sender, assets: [assetId], optInOnly: true }),
  invalidates: (ctx) => vaultQueries(ctx.network, ctx.name),
  success: ({ assetId }, ctx) => `${ctx.name}'s vault is opted in to asset ${assetId}`,
  next: () => [{ kind: 'action', action: 'sendToVault', label: 'Send to the vault' }],
})
