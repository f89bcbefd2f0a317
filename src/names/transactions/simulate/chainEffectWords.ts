/**
 * What the chain says a group will do, in sentences for the review: what you pay and send and
 * to whom, what you receive, what others receive from the contracts, the assets your account
 * opts in to, your balance before and after (with dollars where the rate is known), and the
 * fees the chain needs. Pure.
 */
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { capitalize } from '../check/describeCall'
import type { Movement } from './chainEffects'
import type { ChainReport } from './checkOnChain'

const messages = i18n('names/transactions/simulate/chainEffectWords', {
  pay: params('You pay {amount} to {to}'),
  send: params('You send {amount} units of asset {asset} to {to}'),
  receiveAlgo: params('You receive {amount} from {from}'),
  receiveName: params('You receive {label} (asset {asset})'),
  receiveUnits: params('You receive {amount} units of asset {asset}'),
  othersAlgo: params('{to} receives {amount}'),
  othersUnits: params('{to} receives {amount} units of asset {asset}'),
  optIn: params('Your account opts in to asset {asset}: {amount} stays locked as minimum balance'),
  balance: params('Your balance goes from {before} to {after}'),
  fees: params(
    'The network runs {count} transactions ({inner} of them by the contracts) and needs {need} in fees from your account',
  ),
})

export interface EffectLabels {
  /** Words for the accounts the review already names (the name's contract, the registry, the seller). */
  parties: ReadonlyMap<string, string>
  usdPerAlgo?: number | null | undefined
}

export function chainEffectWords(report: Extract<ChainReport, { checked: true }>, labels: EffectLabels): string[] {
  const t = messages.get()
  const { effects } = report
  const who = (address: string) => labels.parties.get(address) ?? truncateAddress(address)
  const algo = (microalgos: bigint) => formatAlgoAmount(microalgos, { usdPerAlgo: labels.usdPerAlgo })
  const units = (m: Movement) => ({ amount: String(m.amount), asset: String(m.assetId) })
  const lines = [
    ...effects.out.map((m) =>
      m.assetId === 0n ? t.pay({ amount: algo(m.amount), to: who(m.to) }) : t.send({ ...units(m), to: who(m.to) }),
    ),
    ...effects.in.map((m) => {
      if (m.assetId === 0n) return t.receiveAlgo({ amount: algo(m.amount), from: who(m.from) })
      const named = report.promise.delivers
      if (named?.assetId === m.assetId) return t.receiveName({ label: named.label, asset: String(m.assetId) })
      return t.receiveUnits(units(m))
    }),
    ...effects.others.map((m) =>
      m.assetId === 0n
        ? t.othersAlgo({ to: who(m.to), amount: algo(m.amount) })
        : t.othersUnits({ to: who(m.to), ...units(m) }),
    ),
    ...effects.optIns.map((asset) => t.optIn({ asset: String(asset), amount: algo(100_000n) })),
  ]
  const after = report.balanceBefore - effects.algoOut + effects.algoIn
  lines.push(t.balance({ before: algo(report.balanceBefore), after: algo(after) }))
  lines.push(t.fees({ count: report.txnCount, inner: effects.innerCount, need: algo(report.fees.need ?? 0n) }))
  // A line may open with a party's words ("the seller receives …").
  return lines.map(capitalize)
}
