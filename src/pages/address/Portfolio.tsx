import { useCallback, useMemo, useState } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { loadedNames, useOwnedNamesPages } from '@/names/hooks/useOwnedNames'
import { useExpiringNames } from '@/names/hooks/useExpiringNames'
import { DataAge } from '@/names/offline/DataAge'
import { ExpiryLine } from '@/names/ui/ExpiryLine'
import { NameGrid } from '@/names/cards/NameGrid'
import { VirtualNameGrid } from '@/names/cards/VirtualNameGrid'
import { PortfolioControls, portfolioSummary, usePortfolioParams } from '@/names/portfolio/PortfolioControls'
import { portfolioQuery } from '@/names/portfolio/portfolioQuery'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/address/Portfolio', {
  names: 'Names',
  ownedNames: 'owned names',
  noMatch: 'No names match this filter',
  emptyHint: 'Search for a name to mint, or browse the marketplace.',
})

/**
 * The names an address owns, a page at a time with the API's total: sorted and filtered by the
 * API (kept in the URL), virtualised, expiry warnings across every name.
 */
export function Portfolio({ address, emptyTitle }: { address: string; emptyTitle: string }) {
  const t = useMessages(messages)
  const { sort, filter } = usePortfolioParams()
  // One moment for the page's queries: their keys stay put while it is open.
  const [now] = useState(() => new Date())
  const { options } = portfolioQuery(sort, filter, '', now)
  const pages = useOwnedNamesPages(address, options)
  const loaded = useMemo(() => loadedNames(pages.data), [pages.data])
  const soon = useExpiringNames([address], now).length
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = pages
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [fetchNextPage, isFetchingNextPage, isFetchNextPageError])
  const cardFooter = useCallback((record: NfdRecord) => <ExpiryLine record={record} now={now} />, [now])

  return (
    // min-h: a short portfolio must not pull the footer up into view when it replaces the skeletons (CLS).
    <section aria-label={t.names} className="min-h-[70vh] space-y-4">
      <PortfolioControls summary={portfolioSummary(loaded?.total, soon)} />
      {loaded && loaded.nfds.length > 0 && (
        <DataAge
          fetchedAt={pages.dataUpdatedAt}
          what="names"
          refreshError={pages.isRefetchError ? pages.error : null}
          onRetry={() => void pages.refetch()}
        />
      )}
      {loaded && loaded.nfds.length > 0 ? (
        <VirtualNameGrid
          names={loaded.nfds}
          label={t.ownedNames}
          hasMore={hasNextPage && !isFetchNextPageError}
          loadMore={loadMore}
          cardFooter={cardFooter}
        />
      ) : (
        <NameGrid
          names={loaded?.nfds}
          error={pages.error}
          onRetry={() => void pages.refetch()}
          label={t.ownedNames}
          skeletonCount={8}
          empty={filter !== 'all' ? { title: t.noMatch } : { title: emptyTitle, body: t.emptyHint }}
        />
      )}
    </section>
  )
}
