import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { cn } from '@/lib/cn'
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

const SORT_LABEL: Record<MarketplaceSort, string> = {
  newest: 'Newest',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  name: 'Name',
}

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
  useDocumentTitle('Marketplace')
  const [params, setParams] = useSearchParams()
  const filters = parseMarketplaceFilters(params)
  const results = useSearch(marketplaceSearchParams(filters))
  const [drawer, setDrawer] = useState(false)
  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE))
  const count = activeFilterCount(filters)

  const update = (next: MarketplaceFilters) => setParams(marketplaceFiltersToParams(next))
  const goToPage = (page: number) => {
    update({ ...filters, page })
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="me-auto">
          <h1 className="text-2xl font-bold">Marketplace</h1>
          <p className="min-h-5 text-sm text-muted" aria-live="polite" data-testid="result-count">
            {results.data ? `${total.toLocaleString()} ${total === 1 ? 'name' : 'names'} for sale` : ''}
          </p>
        </div>
        <Button className="lg:hidden" onClick={() => setDrawer(true)} aria-haspopup="dialog" data-testid="open-filters">
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
        <LabeledSelect
          label="Sort"
          value={filters.sort}
          options={MARKETPLACE_SORTS}
          labels={SORT_LABEL}
          onChange={(sort) => update({ ...filters, sort, page: 1 })}
          testId="marketplace-sort"
          className="h-10 rounded-md border border-line bg-surface px-2 text-sm text-fg"
        />
      </div>

      <div className="flex gap-6">
        <aside aria-label="Filters" className="hidden w-60 shrink-0 lg:block">
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
              label="names for sale"
              layout="beside"
              empty={
                count > 0
                  ? { title: 'No names match these filters', body: 'Try fewer filters or a wider price range.' }
                  : { title: 'Nothing is for sale right now' }
              }
            />
          </div>
          {results.data && pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-center gap-3" data-testid="pager">
              <Button size="sm" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
                Previous
              </Button>
              <span className="text-sm tabular-nums">
                Page {Math.min(filters.page, pages)} of {pages}
              </span>
              <Button size="sm" disabled={filters.page >= pages} onClick={() => goToPage(filters.page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </div>
      </div>

      <Dialog
        open={drawer}
        onClose={() => setDrawer(false)}
        title="Filters"
        className="fixed inset-y-0 inset-s-0 w-80 max-w-[85vw] overflow-y-auto rounded-none"
      >
        <FiltersPanel filters={filters} onChange={update} />
        <Button className="mt-6 w-full" variant="primary" onClick={() => setDrawer(false)} data-testid="close-filters">
          Show {total.toLocaleString()} {total === 1 ? 'name' : 'names'}
        </Button>
      </Dialog>
    </div>
  )
}
