/**
 * The review's account of what the chain says will happen, beside what the group takes: the
 * effects of the simulated group in sentences, or, where the node could not run it, that it was
 * not checked with the network and why.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { PreparedGroup } from '../flow/prepareGroup'
import { chainEffectWords } from './chainEffectWords'

const messages = i18n('names/transactions/simulate/ChainReview', {
  heading: 'The network ran this transaction without signing it. It says:',
  seller: 'the seller',
  platform: 'the NFD platform (its commission)',
  notChecked: params('Not checked with the network: {reason}. What you see is our own reading of the transaction.'),
})

interface ChainReviewProps {
  group: PreparedGroup
  /** The seller the record names: "the seller" in the sentences. */
  seller?: string | undefined
  /** Where the contract pays its commission on a sale (the record's commission1Agent). */
  commissionAgent?: string | undefined
  usdPerAlgo?: number | null | undefined
}

export function ChainReview({ group, seller, commissionAgent, usdPerAlgo }: ChainReviewProps) {
  const t = useMessages(messages)
  const { chain } = group
  if (!chain) return null
  if (!chain.checked)
    return (
      <p role="note" className="rounded border border-warning p-3 text-sm" data-testid="tx-not-simulated">
        {t.notChecked({ reason: chain.reason })}
      </p>
    )
  const parties = new Map<string, string>()
  for (const { to } of [...group.payments, ...group.assets]) parties.set(to.address, to.label)
  if (seller && !parties.has(seller)) parties.set(seller, t.seller)
  if (commissionAgent && !parties.has(commissionAgent)) parties.set(commissionAgent, t.platform)
  return (
    <div className="rounded border border-line p-3 text-sm" data-testid="tx-simulated">
      <p className="text-muted">{t.heading}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {chainEffectWords(chain, { parties, usdPerAlgo }).map((line, i) => (
          <li key={i} data-testid="tx-effect">
            <bdi>{line}.</bdi>
          </li>
        ))}
      </ul>
    </div>
  )
}
