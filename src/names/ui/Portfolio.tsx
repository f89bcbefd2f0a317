import { useSearchParams } from 'react-router-dom'
import { useOwnedNames } from '@/names/hooks/useOwnedNames'
import type { NfdRecord } from '@/names/api/types'
import { LabeledSelect } from './LabeledSelect'
import { NameGrid } from './NameGrid'
import {
  expiryOf,
  filterPortfolio,
  PORTFOLIO_FILTERS,
  PORTFOLIO_SORTS,
  sortPortfolio,
  type PortfolioFilter,
  type PortfolioSort,
} from './portfolio'

const SORT_LABEL: Record<PortfolioSort, string> = {
  name: 'Name',
  expiry: 'Expiry, soonest first',
  newest: 'Newest',
  price: 'Price (listed first)',
}
const FILTER_LABEL: Record<PortfolioFilter, string> = {
  all: 'All names',
  forSale: 'For sale',
  expiring: 'Expiring within 30 days',
  expired: 'Expired',
}
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function ExpiryLine({ record, now }: { record: NfdRecord; now: Date }) {
  const expiry = expiryOf(record, now)
  if (!expiry.at) return null
  const date = dateOnly.format(expiry.at)
  if (expiry.expired) return <span className="font-semibold text-danger">Expired {date}</span>
  if (expiry.soon) {
    return (
      <span className="font-semibold text-warning" data-testid="expiry-warning">
        ⚠ Expires in {expiry.daysLeft} {expiry.daysLeft === 1 ? 'day' : 'days'} ({date})
      </span>
    )
  }
  return <span className="text-muted">Expires {date}</span>
}

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback
}

/** The names an address owns: sortable and filterable (kept in the URL), expiry warnings. */
export function Portfolio({ address, emptyTitle }: { address: string; emptyTitle: string }) {
  const owned = useOwnedNames(address)
  const [params, setParams] = useSearchParams()
  const sort = pick(PORTFOLIO_SORTS, params.get('sort'), 'name')
  const filter = pick(PORTFOLIO_FILTERS, params.get('show'), 'all')
  const now = new Date()
  const all = owned.data?.nfds
  const shown = all && sortPortfolio(filterPortfolio(all, filter, now), sort)
  const soon = all ? filterPortfolio(all, 'expiring', now).length : 0

  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )

  return (
    // min-h: a short portfolio must not pull the footer up into view when it replaces the skeletons (CLS).
    <section aria-label="Names" className="min-h-[70vh] space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto min-h-6 text-sm text-muted" aria-live="polite">
          {all ? `${all.length} ${all.length === 1 ? 'name' : 'names'}` : ''}
          {soon > 0 && <span className="ml-2 font-semibold text-warning">· {soon} expiring within 30 days</span>}
        </p>
        <LabeledSelect
          label="Show"
          value={filter}
          options={PORTFOLIO_FILTERS}
          labels={FILTER_LABEL}
          onChange={(value) => set('show', value, 'all')}
          testId="portfolio-filter"
        />
        <LabeledSelect
          label="Sort"
          value={sort}
          options={PORTFOLIO_SORTS}
          labels={SORT_LABEL}
          onChange={(value) => set('sort', value, 'name')}
          testId="portfolio-sort"
        />
      </div>
      <NameGrid
        names={shown}
        error={owned.error}
        onRetry={() => void owned.refetch()}
        label="owned names"
        skeletonCount={8}
        empty={
          all && all.length > 0
            ? { title: 'No names match this filter' }
            : { title: emptyTitle, body: 'Search for a name to mint, or browse the marketplace.' }
        }
        cardFooter={(record) => <ExpiryLine record={record} now={now} />}
      />
    </section>
  )
}
