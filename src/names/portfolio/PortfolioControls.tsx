import type { ReactNode } from 'react'
import { formatCount } from '@/lib/formatCount'
import { useSearchParams } from 'react-router-dom'
import { LabeledSelect } from '../../ui/LabeledSelect'
import { PORTFOLIO_FILTERS, PORTFOLIO_SORTS, type PortfolioFilter, type PortfolioSort } from './portfolio'

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

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback
}

/** A portfolio's sort and filter, kept in the URL; `set` writes any other key the same way (the default removes it). */
export function usePortfolioParams() {
  const [params, setParams] = useSearchParams()
  const set = (key: string, value: string, fallback = '') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )
  return {
    params,
    sort: pick(PORTFOLIO_SORTS, params.get('sort'), 'name'),
    filter: pick(PORTFOLIO_FILTERS, params.get('show'), 'all'),
    set,
  }
}

/** The count line, then Show and Sort (and any extra controls before them). */
export function PortfolioControls({ summary, children }: { summary: ReactNode; children?: ReactNode }) {
  const { sort, filter, set } = usePortfolioParams()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="me-auto min-h-6 text-sm text-muted" aria-live="polite">
        {summary}
      </p>
      {children}
      <LabeledSelect
        label="Show"
        value={filter}
        options={PORTFOLIO_FILTERS}
        labels={FILTER_LABEL}
        onChange={(value) => set('show', value, PORTFOLIO_FILTERS[0])}
        testId="portfolio-filter"
      />
      <LabeledSelect
        label="Sort"
        value={sort}
        options={PORTFOLIO_SORTS}
        labels={SORT_LABEL}
        onChange={(value) => set('sort', value, PORTFOLIO_SORTS[0])}
        testId="portfolio-sort"
      />
    </div>
  )
}

/** "5,000 names · 2 expiring within 30 days" */
export function portfolioSummary(count: number | undefined, soon: number): ReactNode {
  if (count === undefined) return ''
  return (
    <>
      {formatCount(count, 'name')}
      {soon > 0 && (
        <span className="ms-2 font-semibold text-warning" data-testid="expiring-count">
          · {formatCount(soon, 'name')} expiring within 30 days
        </span>
      )}
    </>
  )
}
