/**
 * What the chain says a group will do, in sentences for the review: what you pay and send and
 * to whom, what you receive, what others receive from the contracts, the assets your account
 * opts in to, your balance before and after (with dollars where the rate is known), and the
 * fees the chain needs. Pure.
 */
import { truncateAddress } from '@/lib/address'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { assetAmountWords } from '../check/assetAmountWords'
import { capitalize } from '../check/describeCall'
import type { AssetUnit } from '../check/intent'
import type { Movement } from './chainEffects'
import type { ChainReport } from './checkOnChain'

const messages = i18n('names/transactions/simulate/chainEffectWords', {
  pay: params('You pay {amount} to {to}'),
  send: params('You send {amount} to {to}'),
  sendName: params('You send {label} (asset {asset}) to {to}'),
  receiveAlgo: params('You receive {amount} from {from}'),
  receiveName: params('You receive {label} (asset {asset})'),
  receiveUnits: params('You receive {amount}'),
  others: params('{to} receives {amount}'),
  optIn: params('Your account opts in to asset {asset}: {amount} stays locked as minimum balance'),
  balance: params('Your balance goes from {before} to {after}'),
  fees: params(
    count({
      one: 'The network runs {count} transaction ({inner} of them by the contracts) and needs {need} in fees from your account',
      other:
        'The network runs {count} transactions ({inner} of them by the contracts) and needs {need} in fees from your account',
    }),
  ),
})

export interface EffectLabels {
  /** Words for the accounts the review already names (the name's contract, the registry, the seller). */
  parties: ReadonlyMap<string, string>
  usdPerAlgo?: number | null | undefined
  /** The assets' own units, where the action knows them ("2.5 USDC"). */
  units?: ReadonlyMap<bigint, AssetUnit> | undefined
}

export function chainEffectWords(report: Extract<ChainReport, { checked: true }>, labels: EffectLabels): string[] {
  const t = messages.get()
  const { effects } = report
  const who = (address: string) => labels.parties.get(address) ?? truncateAddress(address)
  const algo = (microalgos: bigint) => formatAlgoAmount(microalgos, { usdPerAlgo: labels.usdPerAlgo })
  // ALGO with its dollars; an asset in its own units where known, else its base units counted.
  const amount = (m: Movement) =>
    m.assetId === 0n ? algo(m.amount) : assetAmountWords(m.assetId, m.amount, labels.units?.get(m.assetId))
  const { delivers, hands } = report.promise
  const lines = [
    ...effects.out.map((m) =>
      hands?.assetId === m.assetId && m.amount === 1n
        ? t.sendName({ label: hands.label, asset: String(m.assetId), to: who(m.to) })
        : m.assetId === 0n
          ? t.pay({ amount: amount(m), to: who(m.to) })
          : t.send({ amount: amount(m), to: who(m.to) }),
    ),
    ...effects.in.map((m) => {
      if (m.assetId === 0n) return t.receiveAlgo({ amount: amount(m), from: who(m.from) })
      if (delivers?.assetId === m.assetId) return t.receiveName({ label: delivers.label, asset: String(m.assetId) })
      return t.receiveUnits({ amount: amount(m) })
    }),
    ...effects.others.map((m) => t.others({ to: who(m.to), amount: amount(m) })),
    ...effects.optIns.map((asset) => t.optIn({ asset: String(asset), amount: algo(100_000n) })),
  ]
  const after = report.balanceBefore - effects.algoOut + effects.algoIn
  lines.push(t.balance({ before: algo(report.balanceBefore), after: algo(after) }))
  lines.push(t.fees({ inner: String(effects.innerCount), need: algo(report.fees.need ?? 0n) })(report.txnCount))
  // A line may open with a party's words ("the seller receives …").
  return lines.map(capitalize)
}
