import { useMemo, useState } from 'react'
import { Button } from '@/ui/Button'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { EmptyState, ErrorState } from '../ui/ErrorState'
import { OfferMadeRow } from './OfferMadeRow'
import { offersMadeStatus } from './offerMadeStatus'
import { useOffersMade } from './useOffersMade'

/** The offers one account made, newest first, a page at a time, in their four states. */
export function OffersMade({ buyer }: { buyer: string }) {
  const query = useOffersMade(buyer)
  // One moment for the page's "3 days ago": it stays put while the list is open.
  const [now] = useState(() => Date.now())
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data])
  const offers = useMemo(() => (entries ? offersMadeStatus(entries) : undefined), [entries])
  if (!offers) {
    return query.error ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
    ) : (
      <LoadingRegion label="Loading your offers" className="space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </LoadingRegion>
    )
  }
  if (offers.length === 0)
    return <EmptyState title="No offers made">Offers you make on others’ names appear here.</EmptyState>
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
          Show more ({offers.length} of {total})
        </Button>
      )}
      {query.isFetchNextPageError && (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} compact />
      )}
    </div>
  )
}
