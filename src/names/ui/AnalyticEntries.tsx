import type { ReactNode } from 'react'
import { PrefetchLink } from '@/ui/PrefetchLink'
import type { AnalyticEntry } from '../api/analytics'
import type { NfdAnalyticEventKind } from '../api/analyticsTypes'
import { AddressLink } from './AddressLink'
import { Price } from './Price'
import { formatDate } from '@/lib/formatDate'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/AnalyticEntries', {
  minted: 'Minted',
  renewed: 'Renewed',
  offeredForSale: 'Listed',
  canceledSale: 'Listing cancelled',
  escrowedOffer: 'Offer escrowed',
  sold: 'Sold',
  postedOffer: 'Offer',
  from: 'From',
  buyer: 'Buyer',
  seller: 'Seller',
})

const day = (time: string) => formatDate(new Date(time))

function Party({ role, address }: { role: string; address: string | null }) {
  if (!address) return null
  return (
    <span className="inline-flex items-center gap-1">
      {role} <AddressLink address={address} />
    </span>
  )
}

/**
 * Analytics events as a list: what happened, the price at the time in ALGO and USD, who and when.
 * `withName` links each name (lists of many names); an offer's note is shown as plain text.
 */
export function AnalyticEntries({
  entries,
  withName = false,
  testId,
  action,
}: {
  entries: readonly AnalyticEntry[]
  withName?: boolean
  testId: string
  /** What the user can do with an entry (accept an offer), under it. */
  action?: (entry: AnalyticEntry) => ReactNode
}) {
  const t = useMessages(messages)
  const eventLabel = (event: NfdAnalyticEventKind) => t[event]
  return (
    <ol className="divide-y divide-line" data-testid={testId}>
      {entries.map((entry) => (
        <li
          key={`${entry.timestamp}-${entry.name}-${entry.event}-${entry.price}`}
          className="flex flex-col gap-1 py-2 text-sm"
          data-testid="analytic-entry"
          data-event={entry.event}
          data-name={entry.name}
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{eventLabel(entry.event)}</span>
              {withName && (
                <PrefetchLink
                  to={`/name/${entry.name}`}
                  className="font-medium text-accent hover:underline"
                  translate="no"
                >
                  {entry.name}
                </PrefetchLink>
              )}
              <Price microalgos={entry.price} usd={entry.priceUsd} size="sm" />
            </span>
            <time dateTime={entry.timestamp} className="text-muted tabular-nums">
              {day(entry.timestamp)}
            </time>
          </span>
          <span className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
            <Party role={entry.event === 'postedOffer' ? t.from : t.buyer} address={entry.buyer} />
            {entry.event !== 'minted' && entry.event !== 'postedOffer' && (
              <Party role={t.seller} address={entry.seller} />
            )}
          </span>
          {entry.note && (
            <q className="break-words text-fg" data-testid="offer-note" translate="no">
              {entry.note}
            </q>
          )}
          {action?.(entry)}
        </li>
      ))}
    </ol>
  )
}
