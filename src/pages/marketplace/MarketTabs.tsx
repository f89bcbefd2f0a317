import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { MARKET_VIEW_LABEL, MARKET_VIEWS, type MarketView } from './marketViews'

/** The marketplace's views as links: each view has its own address, and Back returns to the last. */
export function MarketTabs({ current }: { current: MarketView }) {
  return (
    <nav aria-label="Marketplace views" className="flex flex-wrap gap-1 border-b border-line">
      {MARKET_VIEWS.map((view) => (
        <Link
          key={view}
          to={view === 'forSale' ? '/marketplace' : `/marketplace?view=${view}`}
          aria-current={view === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            view === current ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg',
          )}
        >
          {MARKET_VIEW_LABEL[view]}
        </Link>
      ))}
    </nav>
  )
}
