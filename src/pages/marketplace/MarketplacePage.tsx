import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/formatCount'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useSearch } from '@/names/hooks/useSearch'
import {
  activeFilterCount,
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_SORTS,
  marketplaceFiltersToParams,
  marketplaceSearchParams,
  parseMarketplaceFilters,
  type MarketplaceFilters,
  type MarketplaceSort,
} from '@/names/search/marketplaceFilters'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { NameGrid } from '@/names/cards/NameGrid'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { FiltersPanel } from './FiltersPanel'
import { MarketTabs } from './MarketTabs'
import { MarketViewPage } from './MarketViewPage'
import { marketViewOf } from './marketViews'

const messages = i18n('pages/marketplace/MarketplacePage', {
  title: 'Marketplace',
  forSale: params(count({ one: '{n} name for sale', other: '{n} names for sale' })),
  filters: 'Filters',
  filtersOn: params('Filters ({count})'),
  sort: 'Sort',
  newest: 'Newest',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  name: 'Name',
  names: 'names for sale',
  noMatch: 'No names match these filters',
  noMatchBody: 'Try fewer filters or a wider price range.',
  nothing: 'Nothing is for sale right now',
  pages: 'Pages',
  previous: 'Previous',
  page: params('Page {page} of {pages}'),
  next: 'Next',
  show: params(count({ one: 'Show {n} name', other: 'Show {n} names' })),
})

/** /marketplace — names for sale, recent sales, names in auction or expiring soon (`?view=`). */
export function MarketplacePage() {
  const [params] = useSearchParams()
  const view = marketViewOf(params)
  return (
    <div className="space-y-4">
      <MarketTabs current={view} />
      {view === 'forSale' ? <ForSaleMarket /> : <MarketViewPage view={view} />}
    </div>
  )
}

/** Names for sale; the whole view (filters, sort, page) lives in the URL. */
function ForSaleMarket() {
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  const [params, setParams] = useSearchParams()
  const filters = parseMarketplaceFilters(params)
  const results = useSearch(marketplaceSearchParams(filters))
  const [drawer, setDrawer] = useState(false)
  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE))
  const filterCount = activeFilterCount(filters)
  const sortLabels: Record<MarketplaceSort, string> = {
    newest: t.newest,
    priceAsc: t.priceAsc,
    priceDesc: t.priceDesc,
    name: t.name,
  }

  const update = (next: MarketplaceFilters) => setParams(marketplaceFiltersToParams(next))
  const goToPage = (page: number) => {
    update({ ...filters, page })
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="me-auto">
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="min-h-5 text-sm text-muted" aria-live="polite" data-testid="result-count">
            {results.data ? t.forSale({ n: formatNumber(total) })(total) : ''}
          </p>
        </div>
        <Button className="lg:hidden" onClick={() => setDrawer(true)} aria-haspopup="dialog" data-testid="open-filters">
          {filterCount > 0 ? t.filtersOn({ count: filterCount }) : t.filters}
        </Button>
        <LabeledSelect
          label={t.sort}
          value={filters.sort}
          options={MARKETPLACE_SORTS}
          labels={sortLabels}
          onChange={(sort) => update({ ...filters, sort, page: 1 })}
          testId="marketplace-sort"
          className="h-10 rounded-md border border-line bg-surface px-2 text-sm text-fg"
        />
      </div>

      <div className="flex gap-6">
        <aside aria-label={t.filters} className="hidden w-60 shrink-0 lg:block">
          <FiltersPanel filters={filters} onChange={update} />
        </aside>
        <div className="min-w-0 flex-1 space-y-4">
          <div
            aria-busy={results.isPlaceholderData || undefined}
            // At least most of a screen tall: a short result must not pull the footer up into view (CLS).
            className={cn('min-h-[70vh] transition-opacity', results.isPlaceholderData && 'opacity-60')}
          >
            <NameGrid
              names={results.data?.nfds}
              error={results.error}
              onRetry={() => void results.refetch()}
              skeletonCount={12}
              label={t.names}
              layout="beside"
              empty={filterCount > 0 ? { title: t.noMatch, body: t.noMatchBody } : { title: t.nothing }}
            />
          </div>
          {results.data && pages > 1 && (
            <nav aria-label={t.pages} className="flex items-center justify-center gap-3" data-testid="pager">
              <Button size="sm" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
                {t.previous}
              </Button>
              <span className="text-sm tabular-nums">
                {t.page({ page: formatNumber(Math.min(filters.page, pages)), pages: formatNumber(pages) })}
              </span>
              <Button size="sm" disabled={filters.page >= pages} onClick={() => goToPage(filters.page + 1)}>
                {t.next}
              </Button>
            </nav>
          )}
        </div>
      </div>

      <Dialog
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t.filters}
        className="fixed inset-y-0 inset-s-0 w-80 max-w-[85vw] overflow-y-auto rounded-none"
      >
        <FiltersPanel filters={filters} onChange={update} />
        <Button className="mt-6 w-full" variant="primary" onClick={() => setDrawer(false)} data-testid="close-filters">
          {t.show({ n: formatNumber(total) })(total)}
        </Button>
      </Dialog>
    </div>
  )
}
