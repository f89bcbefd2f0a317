import type { ReactNode } from 'react'
import { formatNumber } from '@/lib/formatCount'
import { useSearchParams } from 'react-router-dom'
import { LabeledSelect } from '../../ui/LabeledSelect'
import { i18n, count, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { PORTFOLIO_FILTERS, PORTFOLIO_SORTS, type PortfolioFilter, type PortfolioSort } from './portfolio'

const messages = i18n('names/portfolio/PortfolioControls', {
  show: 'Show',
  sort: 'Sort',
  sortName: 'Name',
  sortExpiry: 'Expiry, soonest first',
  sortNewest: 'Newest',
  sortPrice: 'Price (listed first)',
  showAll: 'All names',
  showForSale: 'For sale',
  showExpiring: 'Expiring within 30 days',
  showExpired: 'Expired',
  names: params(count({ one: '{n} name', other: '{n} names' })),
  expiring: params(count({ one: '· {n} name expiring within 30 days', other: '· {n} names expiring within 30 days' })),
})

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
  const t = useMessages(messages)
  const { sort, filter, set } = usePortfolioParams()
  const sortLabels: Record<PortfolioSort, string> = {
    name: t.sortName,
    expiry: t.sortExpiry,
    newest: t.sortNewest,
    price: t.sortPrice,
  }
  const filterLabels: Record<PortfolioFilter, string> = {
    all: t.showAll,
    forSale: t.showForSale,
    expiring: t.showExpiring,
    expired: t.showExpired,
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="me-auto min-h-6 text-sm text-muted" aria-live="polite">
        {summary}
      </p>
      {children}
      <LabeledSelect
        label={t.show}
        value={filter}
        options={PORTFOLIO_FILTERS}
        labels={filterLabels}
        onChange={(value) => set('show', value, PORTFOLIO_FILTERS[0])}
        testId="portfolio-filter"
      />
      <LabeledSelect
        label={t.sort}
        value={sort}
        options={PORTFOLIO_SORTS}
        labels={sortLabels}
        onChange={(value) => set('sort', value, PORTFOLIO_SORTS[0])}
        testId="portfolio-sort"
      />
    </div>
  )
}

/** "5,000 names · 2 expiring within 30 days" */
export function portfolioSummary(count: number | undefined, soon: number): ReactNode {
  return count === undefined ? '' : <PortfolioSummary count={count} soon={soon} />
}

function PortfolioSummary({ count, soon }: { count: number; soon: number }) {
  const t = useMessages(messages)
  return (
    <>
      {t.names({ n: formatNumber(count) })(count)}
      {soon > 0 && (
        <span className="ms-2 font-semibold text-warning" data-testid="expiring-count">
          {t.expiring({ n: formatNumber(soon) })(soon)}
        </span>
      )}
    </>
  )
}
