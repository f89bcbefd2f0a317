/** Opt the name's vault in to an asset so it can receive it. */
import { i18n, params } from '@/lib/i18n/i18n'
import { sendToVault as sendToVaultApi } from '../../../api/vault'
import { ASSET_MIN_BALANCE } from '../../check/checkFunds'
import type { ActionDefinition } from '../../types'
import { parseAssetId } from '../../parseInput'
import { vaultQueries } from '../../../hooks/touchedQueries'
import { nameCall, nameVault, payNameIntent } from '../parties'

const messages = i18n('names/transactions/definitions/optInVault/optInVault', {
  label: 'Opt vault in to asset',
  title: params('Opt the vault of {name} in to an asset'),
  summary: 'The vault can then hold this asset. You pay its minimum-balance deposit (0.1 ALGO) and the fees.',
  field: 'Asset id',
  asset: 'Asset',
  deposit: "Vault's minimum-balance deposit",
  success: params("{name}'s vault is opted in to asset {asset}"),
  send: 'Send to the vault',
})

export const optInVault: ActionDefinition<{ assetId: number }> = {
  order: 180,
  ability: 'canOptInVault',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Vault',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [{ key: 'asset', kind: 'integer', label: messages.get().field, min: 1, max: Number.MAX_SAFE_INTEGER }],
  initialValues: () => ({ asset: '' }),
  parse(values) {
    const asset = parseAssetId(values.asset, messages.get().asset, false)
    return asset.ok ? { ok: true, value: { assetId: asset.value } } : asset
  },
  costs: () => [{ label: messages.get().deposit, microalgos: ASSET_MIN_BALANCE }],
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
  success: ({ assetId }, ctx) => messages.get().success({ name: ctx.name, asset: assetId }),
  next: () => [{ kind: 'action', action: 'sendToVault', label: messages.get().send }],
}
