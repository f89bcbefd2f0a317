import { useMemo, useState } from 'react'
import { Button } from '@/ui/Button'
import { formatNumber } from '@/lib/formatCount'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { EmptyState, ErrorState } from '../ui/ErrorState'
import { OfferMadeRow } from './OfferMadeRow'
import { offersMadeStatus } from './offerMadeStatus'
import { useOffersMade } from './useOffersMade'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/offers/OffersMade', {
  loading: 'Loading your offers',
  none: 'No offers made',
  noneHint: 'Offers you make on others’ names appear here.',
  more: params('Show more ({shown} of {total})'),
})

/** The offers one account made, newest first, a page at a time, in their four states. */
export function OffersMade({ buyer }: { buyer: string }) {
  const t = useMessages(messages)
  const query = useOffersMade(buyer)
  // One moment for the page's "3 days ago": it stays put while the list is open.
  const [now] = useState(() => Date.now())
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data])
  const offers = useMemo(() => (entries ? offersMadeStatus(entries) : undefined), [entries])
  if (!offers) {
    return query.error ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
    ) : (
      <LoadingRegion label={t.loading} className="space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </LoadingRegion>
    )
  }
  if (offers.length === 0) return <EmptyState title={t.none}>{t.noneHint}</EmptyState>
  const total = query.data?.pages.at(-1)?.total ?? offers.length
  return (
    <div className="space-y-2">
      <ol className="divide-y divide-line" data-testid="offers-made">
        {offers.map((offer) => (
          <OfferMadeRow
            key={`${offer.entry.timestamp}-${offer.entry.name}-${offer.entry.price}`}
            offer={offer}
            now={now}
          />
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          size="sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="more-offers-made"
        >
          {t.more({ shown: formatNumber(offers.length), total: formatNumber(total) })}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} compact />
      )}
    </div>
  )
}
