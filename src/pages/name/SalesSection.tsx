import { useAnalytics } from '@/names/hooks/useAnalytics'
import { AnalyticEntries } from '@/names/ui/AnalyticEntries'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { formatAlgoAmount } from '@/lib/money'
import { PriceChart } from '@/ui/PriceChart'
import { Card } from './ProfileDetails'
import { formatDate } from '@/lib/formatDate'

/** The name's mints and sales at the price of the day, with a small price-history chart. */
export function SalesSection({ name }: { name: string }) {
  const sales = useAnalytics({ name, event: ['minted', 'sold'], sort: 'timeDesc', limit: 50 })
  // The API matches names partially (a.algo also finds pay.a.algo): keep this name only.
  const entries = sales.data?.entries.filter((entry) => entry.name === name)
  return (
    <Card title="Sales history" id="sales-heading">
      {entries === undefined ? (
        sales.error ? (
          <ErrorState error={sales.error} onRetry={() => void sales.refetch()} compact />
        ) : (
          <LoadingRegion label="Loading sales" className="space-y-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-10" />
          </LoadingRegion>
        )
      ) : entries.length === 0 ? (
        <EmptyState title="No sales recorded" />
      ) : (
        <div className="space-y-3">
          <PriceChart
            label={`Price history of ${name}: ${entries.length} ${entries.length === 1 ? 'event' : 'events'}`}
            points={entries.map((e) => ({
              time: Date.parse(e.timestamp),
              value: e.price,
              label: `${formatAlgoAmount(e.price)} on ${formatDate(new Date(e.timestamp))}`,
            }))}
          />
          <AnalyticEntries entries={entries} testId="sales-history" />
        </div>
      )}
    </Card>
  )
}
