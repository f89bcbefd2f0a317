import { formatNumber } from '@/lib/formatCount'
import type { PeriodTotals } from '@/names/api/schemas/totals'
import { useSearch } from '@/names/hooks/useSearch'
import { DEFAULT_MARKETPLACE_FILTERS, marketplaceSearchParams } from '@/names/search/marketplaceFilters'
import { segmentCountOf } from '@/names/stats/segmentCount'
import { useSegmentLeaders, useTotals } from '@/names/stats/useMarketStats'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { BarChart } from '@/ui/BarChart'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/stats/StatsPage', {
  title: 'Market stats',
  heading: 'The market in numbers',
  totals: 'Totals',
  leaders: 'Segment leaders',
  day: 'Last day',
  week: 'Last 7 days',
  month: 'Last 30 days',
  inAll: params('({count} in all)'),
  totalsFailed: "The market's totals are unavailable right now",
  leadersFailed: 'The segment leaders are unavailable right now',
  loadingTotals: "Loading the market's totals",
  loadingLeaders: 'Loading the segment leaders',
  names: 'Names',
  segments: 'Segments',
  forSale: 'For sale',
  expired: 'Expired',
  owners: 'Owners',
  minted: 'Minted',
  mintedChart: 'Minted per period',
  sold: 'Sold',
  soldChart: 'Sold per period',
  newSegments: 'New segments',
  newSegmentsChart: 'New segments per period',
  versions: 'Contract versions',
  versionsChart: 'Names per contract version',
  version: params('Version {version}'),
  noLeaders: 'No segment leaders yet',
  leadersChart: 'Segments per root name',
})

const shown = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n))

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid="stat-tile">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{shown(value)}</dd>
    </div>
  )
}

/** The last day, week and month as bars to one scale; the lifetime count beside the title. */
function Periods({ title, chart, totals }: { title: string; chart: string; totals: PeriodTotals | undefined }) {
  const t = useMessages(messages)
  if (!totals) return null
  const bars = (
    [
      [t.day, totals.day],
      [t.week, totals.week],
      [t.month, totals.month],
    ] as const
  ).flatMap(([label, value]) => (value === undefined ? [] : [{ label, value, text: formatNumber(value) }]))
  return (
    <section className="space-y-2 rounded-xl border border-line bg-surface p-4" data-testid="stat-periods">
      <h3 className="font-semibold">
        {title} <span className="text-sm font-normal text-muted">{t.inAll({ count: shown(totals.lifetime) })}</span>
      </h3>
      <BarChart bars={bars} label={chart} />
    </section>
  )
}

function Totals() {
  const totals = useTotals()
  // What the marketplace lists and counts: the service's forSale also counts sales reserved for one buyer.
  const market = useSearch(marketplaceSearchParams(DEFAULT_MARKETPLACE_FILTERS, 1))
  const m = useMessages(messages)
  if (totals.error && !totals.data)
    return <ErrorState title={m.totalsFailed} error={totals.error} onRetry={() => void totals.refetch()} />
  if (!totals.data)
    return (
      <LoadingRegion label={m.loadingTotals} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </LoadingRegion>
    )
  const t = totals.data
  const versions = Object.entries(t.contractTotals?.majorVersions ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return (
    <div className="space-y-4" data-testid="market-totals">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Tile label={m.names} value={t.total} />
        <Tile label={m.segments} value={t.totalSegments} />
        <Tile label={m.forSale} value={market.data?.total} />
        <Tile label={m.expired} value={t.expiredTotal} />
        <Tile label={m.owners} value={t.uniqueOwners} />
      </dl>
      <div className="grid gap-3 md:grid-cols-3">
        <Periods title={m.minted} chart={m.mintedChart} totals={t.mintedTotals} />
        <Periods title={m.sold} chart={m.soldChart} totals={t.soldTotals} />
        <Periods title={m.newSegments} chart={m.newSegmentsChart} totals={t.segmentTotals} />
      </div>
      {versions.length > 0 && (
        <section className="space-y-2 rounded-xl border border-line bg-surface p-4">
          <h3 className="font-semibold">{m.versions}</h3>
          <BarChart
            label={m.versionsChart}
            bars={versions.map(([version, n]) => ({ label: m.version({ version }), value: n, text: formatNumber(n) }))}
          />
        </section>
      )}
    </div>
  )
}

function SegmentLeaders() {
  const leaders = useSegmentLeaders()
  const t = useMessages(messages)
  if (leaders.error && !leaders.data)
    return <ErrorState title={t.leadersFailed} error={leaders.error} onRetry={() => void leaders.refetch()} />
  if (!leaders.data)
    return (
      <LoadingRegion label={t.loadingLeaders} className="space-y-2">
        <Skeleton className="h-5" />
        <Skeleton className="h-5" />
      </LoadingRegion>
    )
  const bars = leaders.data.flatMap((record) => {
    const count = segmentCountOf(record)
    return count === null
      ? []
      : [{ label: record.name, data: true, to: `/name/${record.name}`, value: count, text: formatNumber(count) }]
  })
  if (bars.length === 0) return <EmptyState title={t.noLeaders} />
  return (
    <div data-testid="segment-leaders">
      <BarChart bars={bars} label={t.leadersChart} />
    </div>
  )
}

/** /stats — the market in numbers: the service's totals and the names with the most segments. */
export function StatsPage() {
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <section aria-labelledby="totals-heading" className="space-y-3">
        <h2 id="totals-heading" className="text-lg font-semibold">
          {t.totals}
        </h2>
        <Totals />
      </section>
      <section aria-labelledby="leaders-heading" className="space-y-3">
        <h2 id="leaders-heading" className="text-lg font-semibold">
          {t.leaders}
        </h2>
        <SegmentLeaders />
      </section>
    </div>
  )
}
