/**
 * Whether what the chain says a group will do keeps the action's promise and the review's
 * figures: no more ALGO or asset units leave the user's accounts than the review shows, and an
 * asset the action delivers (the name bought or claimed) arrives in the user's account and
 * nowhere else. Pure: the sentence says what the chain would have done.
 */
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgos } from '@/lib/money'
import type { ChainEffects } from './chainEffects'

const messages = i18n('names/transactions/simulate/chainContradiction', {
  moreAlgo: params(
    'Refused: the network says this would take {taken} ALGO from your account, more than the {shown} ALGO the review shows. Nothing was signed.',
  ),
  moreAsset: params(
    'Refused: the network says this would send {taken} units of asset {asset} from your account, more than the {shown} the review shows. Nothing was signed.',
  ),
  elsewhere: params(
    'Refused: the network says {label} (asset {asset}) would go to {to}, not to your account. Nothing was signed.',
  ),
  handedElsewhere: params(
    'Refused: the network says {label} (asset {asset}) would go to {to}, not to its own contract to wait for the recipient. Nothing was signed.',
  ),
  missing: params(
    'Refused: the network says {label} (asset {asset}) would not arrive in your account. Nothing was signed.',
  ),
})

/** What an action promises the chain will do beyond the review's figures. */
export interface ChainPromise {
  /** An asset that arrives in the acting account: the name's, bought or claimed. */
  delivers?: { assetId: bigint; label: string; to: string }
  /** The name's asset leaving the account for its own contract (a name sent to someone): that unit only. */
  hands?: { assetId: bigint; label: string; to: string }
}

/** What the review shows leaving the account: the checked group's total, and each asset's units. */
export interface ShownCost {
  total: bigint
  assets: readonly { assetId: bigint; amount: bigint }[]
}

function sumBy(list: readonly { assetId: bigint; amount: bigint }[], assetId: bigint): bigint {
  return list.filter((m) => m.assetId === assetId).reduce((sum, m) => sum + m.amount, 0n)
}

/** The refusal in words, or null when the chain keeps every promise. */
export function chainContradiction(effects: ChainEffects, shown: ShownCost, promise: ChainPromise): string | null {
  const t = messages.get()
  if (effects.algoOut > shown.total)
    return t.moreAlgo({ taken: formatAlgos(effects.algoOut), shown: formatAlgos(shown.total) })
  const assets = new Set(effects.out.filter((m) => m.assetId !== 0n).map((m) => m.assetId))
  for (const assetId of assets) {
    const taken = sumBy(effects.out, assetId)
    const handed = promise.hands?.assetId === assetId ? 1n : 0n
    const allowed = sumBy(shown.assets, assetId) + handed
    if (taken > allowed) return t.moreAsset({ taken: String(taken), asset: String(assetId), shown: String(allowed) })
  }
  const handed = promise.hands
  if (handed) {
    const elsewhere = effects.out.find((m) => m.assetId === handed.assetId && m.to !== handed.to)
    if (elsewhere)
      return t.handedElsewhere({
        label: handed.label,
        asset: String(handed.assetId),
        to: truncateAddress(elsewhere.to),
      })
  }
  const delivered = promise.delivers
  if (delivered && delivered.assetId > 0n) {
    const words = { label: delivered.label, asset: String(delivered.assetId) }
    const elsewhere = [...effects.others, ...effects.in].find(
      (m) => m.assetId === delivered.assetId && m.to !== delivered.to,
    )
    if (elsewhere) return t.elsewhere({ ...words, to: truncateAddress(elsewhere.to) })
    if (!effects.in.some((m) => m.assetId === delivered.assetId && m.to === delivered.to)) return t.missing(words)
  }
  return null
}
