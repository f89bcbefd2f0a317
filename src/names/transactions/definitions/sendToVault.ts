/** Send ALGO or an asset to the name's vault (its own account). */
import { formatAlgos } from '@/lib/money'
import { sendToVault as sendToVaultApi } from '../../api/vault'
import type { ActionDefinition, ActionValues } from '../types'
import { firstProblem, parseAlgo, parseAssetId, parseBaseUnits, valueOf, type Parsed } from '../parseInput'
import { nameQueries } from '../touchedQueries'

const asset = (values: ActionValues) => parseAssetId(values.asset, 'Asset', true)
/** ALGO is typed in ALGO; an asset in its base units. */
function amount(values: ActionValues): Parsed<bigint> {
  const id = asset(values)
  if (id.ok && id.value === 0) return parseAlgo(values.amount, 'Amount')
  return parseBaseUnits(values.amount, 'Amount')
}

export const sendToVault: ActionDefinition = {
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
  problem: (values) => firstProblem(asset(values), amount(values)),
  costs(values) {
    const id = asset(values)
    const sent = amount(values)
    return id.ok && id.value === 0 && sent.ok ? [{ label: 'Sent to the vault', microalgos: sent.value }] : []
  },
  build(values, ctx) {
    const sent = valueOf(amount(values))
    return sendToVaultApi(ctx.network, ctx.name, {
      sender: ctx.sender,
      assets: [valueOf(asset(values))],
      optInOnly: false,
      amount: Number(sent),
      amountStr: sent.toString(),
    })
  },
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success(values, ctx) {
    const id = valueOf(asset(values))
    const sent = valueOf(amount(values))
    return `Sent ${id === 0 ? `${formatAlgos(sent)} ALGO` : `${sent} units of asset ${id}`} to ${ctx.name}'s vault`
  },
}
