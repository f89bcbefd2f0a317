/** Opt the name's vault in to an asset so it can receive it. */
import { sendToVault as sendToVaultApi } from '../../api/vault'
import type { ActionDefinition, ActionValues } from '../types'
import { parseAssetId, valueOf } from '../parseInput'
import { nameQueries } from '../touchedQueries'

const asset = (values: ActionValues) => parseAssetId(values.asset, 'Asset', false)

export const optInVault: ActionDefinition = {
  id: 'optInVault',
  ability: 'canOptInVault',
  label: 'Opt vault in to asset',
  group: 'manage',
  title: (ctx) => `Opt the vault of ${ctx.name} in to an asset`,
  summary: () => 'The vault can then hold this asset. You pay its minimum-balance deposit (0.1 ALGO) and the fees.',
  requiresTerms: false,
  fields: () => [{ key: 'asset', kind: 'integer', label: 'Asset id', min: 1, max: Number.MAX_SAFE_INTEGER }],
  initialValues: () => ({ asset: '' }),
  problem: (values) => {
    const parsed = asset(values)
    return parsed.ok ? null : parsed.message
  },
  costs: () => [],
  build: (values, ctx) =>
    sendToVaultApi(ctx.network, ctx.name, { sender: ctx.sender, assets: [valueOf(asset(values))], optInOnly: true }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${ctx.name}'s vault is opted in to asset ${values.asset}`,
}
