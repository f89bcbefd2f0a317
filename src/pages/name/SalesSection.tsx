import { useAnalytics } from '@/names/hooks/useAnalytics'
import { AnalyticEntries } from '@/names/ui/AnalyticEntries'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { formatAlgoAmount } from '@/lib/money'
import { PriceChart } from '@/ui/PriceChart'
import { Card } from './ProfileDetails'
import { formatDate } from '@/lib/formatDate'
import { formatNumber } from '@/lib/formatCount'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/SalesSection', {
  title: 'Sales history',
  loading: 'Loading sales',
  empty: 'No sales recorded',
  chart: params(
    count({ one: 'Price history of {name}: {count} event', other: 'Price history of {name}: {count} events' }),
  ),
  point: params('{price} on {date}'),
})

/** The name's mints and sales at the price of the day, with a small price-history chart. */
export function SalesSection({ name }: { name: string }) {
  const sales = useAnalytics({ name, event: ['minted', 'sold'], sort: 'timeDesc', limit: 50 })
  // The API matches names partially (a.algo also finds pay.a.algo): keep this name only.
  const entries = sales.data?.entries.filter((entry) => entry.name === name)
  const t = useMessages(messages)
  return (
    <Card title={t.title} id="sales-heading">
      {entries === undefined ? (
        sales.error ? (
          <ErrorState error={sales.error} onRetry={() => void sales.refetch()} compact />
        ) : (
          <LoadingRegion label={t.loading} className="space-y-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-10" />
          </LoadingRegion>
        )
      ) : entries.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <div className="space-y-3">
          <PriceChart
            label={t.chart({ name, count: formatNumber(entries.length) })(entries.length)}
            points={entries.map((e) => ({
              time: Date.parse(e.timestamp),
              value: e.price,
              label: t.point({ price: formatAlgoAmount(e.price), date: formatDate(new Date(e.timestamp)) }),
            }))}
          />
          <AnalyticEntries entries={entries} testId="sales-history" />
        </div>
      )}
    </Card>
  )
}
