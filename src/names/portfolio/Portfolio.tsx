import { useOwnedNames } from '@/names/portfolio/useOwnedNames'
import { ExpiryLine } from '../ui/ExpiryLine'
import { NameGrid } from '../cards/NameGrid'
import { filterPortfolio, sortPortfolio } from './portfolio'
import { PortfolioControls, portfolioSummary, usePortfolioParams } from './PortfolioControls'

/** The names an address owns: sortable and filterable (kept in the URL), expiry warnings. */
export function Portfolio({ address, emptyTitle }: { address: string; emptyTitle: string }) {
  const owned = useOwnedNames(address)
  const { sort, filter } = usePortfolioParams()
  const now = new Date()
  const all = owned.data?.nfds
  const shown = all && sortPortfolio(filterPortfolio(all, filter, now), sort)
  const soon = all ? filterPortfolio(all, 'expiring', now).length : 0

  return (
    // min-h: a short portfolio must not pull the footer up into view when it replaces the skeletons (CLS).
    <section aria-label="Names" className="min-h-[70vh] space-y-4">
      <PortfolioControls summary={portfolioSummary(all?.length, soon)} />
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
