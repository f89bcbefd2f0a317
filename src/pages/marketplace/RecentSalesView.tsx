import { useAnalytics } from '@/names/hooks/useAnalytics'
import { AnalyticEntries } from '@/names/ui/AnalyticEntries'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'

const RECENT_SALES = { event: ['sold' as const], sort: 'timeDesc' as const, limit: 50 }

/** The latest sales across the market, each at the price of the day in ALGO and USD. */
export function RecentSalesView() {
  const sales = useAnalytics(RECENT_SALES)
  if (sales.data === undefined) {
    return sales.error ? (
      <ErrorState error={sales.error} onRetry={() => void sales.refetch()} title="Could not load recent sales" />
    ) : (
      <LoadingRegion label="Loading recent sales" className="space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </LoadingRegion>
    )
  }
  if (sales.data.entries.length === 0) return <EmptyState title="No sales yet" />
  return <AnalyticEntries entries={sales.data.entries} withName testId="recent-sales" />
}
