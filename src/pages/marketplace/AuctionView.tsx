import { useSearch } from '@/names/hooks/useSearch'
import { AuctionSchedule } from '@/names/auction/AuctionSchedule'
import { NameGrid } from '@/names/cards/NameGrid'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/marketplace/AuctionView', {
  names: 'names in auction',
  empty: 'No names are in the auction right now',
})

const AUCTION_SEARCH = {
  state: ['expired' as const],
  sort: 'expiresDesc' as const,
  limit: 48,
  // The expiry is documented only in the full view.
  view: 'full' as const,
}

/** Expired names in the reverse auction, the most recently expired (the most expensive) first. */
export function AuctionView() {
  const t = useMessages(messages)
  const results = useSearch(AUCTION_SEARCH)
  return (
    <NameGrid
      names={results.data?.nfds}
      error={results.error}
      onRetry={() => void results.refetch()}
      label={t.names}
      skeletonCount={6}
      empty={{ title: t.empty }}
      cardFooter={(record) => <AuctionSchedule record={record} compact />}
    />
  )
}
