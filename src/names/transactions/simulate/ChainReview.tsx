/**
 * The review's account of what the chain says will happen, beside what the group takes: the
 * effects of the simulated group in sentences, or, where the node could not run it, that it was
 * not checked with the network and why.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { PreparedGroup } from '../flow/prepareGroup'
import { chainEffectWords } from './chainEffectWords'
import { reviewParties } from './reviewParties'

const messages = i18n('names/transactions/simulate/ChainReview', {
  heading: 'The network ran this transaction without signing it. It says:',
  notChecked: params('Not checked with the network: {reason}. What you see is our own reading of the transaction.'),
})

interface ChainReviewProps {
  /** The group with what the chain says, and the context it was requested with (the chain's facts). */
  group: PreparedGroup
  usdPerAlgo?: number | null | undefined
}

export function ChainReview({ group, usdPerAlgo }: ChainReviewProps) {
  const t = useMessages(messages)
  const { chain } = group
  if (!chain) return null
  if (!chain.checked)
    return (
      <p role="note" className="rounded border border-warning p-3 text-sm" data-testid="tx-not-simulated">
        {t.notChecked({ reason: chain.reason })}
      </p>
    )
  const parties = reviewParties(group, group.confirmed)
  return (
    <div className="rounded border border-line p-3 text-sm" data-testid="tx-simulated">
      <p className="text-muted">{t.heading}</p>
      <ul className="mt-1 flex flex-col gap-1 wrap-anywhere">
        {chainEffectWords(chain, { parties, usdPerAlgo, units: group.words.units }).map((line, i) => (
          <li key={i} data-testid="tx-effect">
            <bdi>{line}.</bdi>
          </li>
        ))}
      </ul>
    </div>
  )
}
