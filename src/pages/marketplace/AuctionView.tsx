import { useSearch } from '@/names/hooks/useSearch'
import { AuctionSchedule } from '@/names/auction/AuctionSchedule'
import { NameGrid } from '@/names/cards/NameGrid'

const AUCTION_SEARCH = {
  state: ['expired' as const],
  sort: 'expiresDesc' as const,
  limit: 48,
  // The expiry is documented only in the full view.
  view: 'full' as const,
}

/** Expired names in the reverse auction, the most recently expired (the most expensive) first. */
export function AuctionView() {
  const results = useSearch(AUCTION_SEARCH)
  return (
    <NameGrid
      names={results.data?.nfds}
      error={results.error}
      onRetry={() => void results.refetch()}
      label="names in auction"
      skeletonCount={6}
      empty={{ title: 'No names are in the auction right now' }}
      cardFooter={(record) => <AuctionSchedule record={record} compact />}
    />
  )
}
