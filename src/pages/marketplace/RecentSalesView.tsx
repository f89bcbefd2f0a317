import { useAnalytics } from '@/names/hooks/useAnalytics'
import { AnalyticEntries } from '@/names/ui/AnalyticEntries'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/marketplace/RecentSalesView', {
  failed: 'Could not load recent sales',
  loading: 'Loading recent sales',
  empty: 'No sales yet',
})

const RECENT_SALES = { event: ['sold' as const], sort: 'timeDesc' as const, limit: 50 }

/** The latest sales across the market, each at the price of the day in ALGO and USD. */
export function RecentSalesView() {
  const t = useMessages(messages)
  const sales = useAnalytics(RECENT_SALES)
  if (sales.data === undefined) {
    return sales.error ? (
      <ErrorState error={sales.error} onRetry={() => void sales.refetch()} title={t.failed} />
    ) : (
      <LoadingRegion label={t.loading} className="space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </LoadingRegion>
    )
  }
  if (sales.data.entries.length === 0) return <EmptyState title={t.empty} />
  return <AnalyticEntries entries={sales.data.entries} withName testId="recent-sales" />
}
