import { formatNumber } from '@/lib/formatCount'
import type { PeriodTotals } from '@/names/api/schemas/totals'
import { segmentCountOf } from '@/names/stats/segmentCount'
import { useSegmentLeaders, useTotals } from '@/names/stats/useMarketStats'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { BarChart } from '@/ui/BarChart'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'

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
function Periods({ title, totals }: { title: string; totals: PeriodTotals | undefined }) {
  if (!totals) return null
  const bars = (
    [
      ['Last day', totals.day],
      ['Last 7 days', totals.week],
      ['Last 30 days', totals.month],
    ] as const
  ).flatMap(([label, value]) => (value === undefined ? [] : [{ label, value, text: formatNumber(value) }]))
  return (
    <section className="space-y-2 rounded-xl border border-line bg-surface p-4" data-testid="stat-periods">
      <h3 className="font-semibold">
        {title} <span className="text-sm font-normal text-muted">({shown(totals.lifetime)} in all)</span>
      </h3>
      <BarChart bars={bars} label={`${title} per period`} />
    </section>
  )
}

function Failed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={`${what} are unavailable right now`} error={error} onRetry={onRetry} />
}

function Totals() {
  const totals = useTotals()
  if (totals.error && !totals.data)
    return <Failed what="The market's totals" error={totals.error} onRetry={() => void totals.refetch()} />
  if (!totals.data)
    return (
      <LoadingRegion label="Loading the market's totals" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
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
        <Tile label="Names" value={t.total} />
        <Tile label="Segments" value={t.totalSegments} />
        <Tile label="For sale" value={t.forSale} />
        <Tile label="Expired" value={t.expiredTotal} />
        <Tile label="Owners" value={t.uniqueOwners} />
      </dl>
      <div className="grid gap-3 md:grid-cols-3">
        <Periods title="Minted" totals={t.mintedTotals} />
        <Periods title="Sold" totals={t.soldTotals} />
        <Periods title="New segments" totals={t.segmentTotals} />
      </div>
      {versions.length > 0 && (
        <section className="space-y-2 rounded-xl border border-line bg-surface p-4">
          <h3 className="font-semibold">Contract versions</h3>
          <BarChart
            label="Names per contract version"
            bars={versions.map(([version, n]) => ({ label: `Version ${version}`, value: n, text: formatNumber(n) }))}
          />
        </section>
      )}
    </div>
  )
}

function SegmentLeaders() {
  const leaders = useSegmentLeaders()
  if (leaders.error && !leaders.data)
    return <Failed what="The segment leaders" error={leaders.error} onRetry={() => void leaders.refetch()} />
  if (!leaders.data)
    return (
      <LoadingRegion label="Loading the segment leaders" className="space-y-2">
        <Skeleton className="h-5" />
        <Skeleton className="h-5" />
      </LoadingRegion>
    )
  const bars = leaders.data.flatMap((record) => {
    const count = segmentCountOf(record)
    return count === null
      ? []
      : [{ label: record.name, to: `/name/${record.name}`, value: count, text: formatNumber(count) }]
  })
  if (bars.length === 0) return <EmptyState title="No segment leaders yet" />
  return (
    <div data-testid="segment-leaders">
      <BarChart bars={bars} label="Segments per root name" />
    </div>
  )
}

/** /stats — the market in numbers: the service's totals and the names with the most segments. */
export function StatsPage() {
  useDocumentTitle('Market stats')
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">The market in numbers</h1>
      <section aria-labelledby="totals-heading" className="space-y-3">
        <h2 id="totals-heading" className="text-lg font-semibold">
          Totals
        </h2>
        <Totals />
      </section>
      <section aria-labelledby="leaders-heading" className="space-y-3">
        <h2 id="leaders-heading" className="text-lg font-semibold">
          Segment leaders
        </h2>
        <SegmentLeaders />
      </section>
    </div>
  )
}
