import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { marketViewLabels, MARKET_VIEWS, type MarketView } from './marketViews'

const messages = i18n('pages/marketplace/MarketTabs', { views: 'Marketplace views' })

/** The marketplace's views as links: each view has its own address, and Back returns to the last. */
export function MarketTabs({ current }: { current: MarketView }) {
  const t = useMessages(messages)
  const labels = useMessages(marketViewLabels)
  return (
    <nav aria-label={t.views} className="flex flex-wrap gap-1 border-b border-line">
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
          {labels[view]}
        </Link>
      ))}
    </nav>
  )
}
