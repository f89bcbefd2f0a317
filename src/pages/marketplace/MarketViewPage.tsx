import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { marketViewLabels, type MarketView } from './marketViews'
import { AuctionView } from './AuctionView'
import { ExpiringView } from './ExpiringView'
import { RecentSalesView } from './RecentSalesView'

// Each view's introduction, keyed by the view.
const messages = i18n('pages/marketplace/MarketViewPage', {
  sales: 'The latest sales, at the price of the day.',
  auction: 'Expired names in the reverse auction: the price falls each day until it reaches the normal renewal price.',
  expiring: 'Names whose owners have not renewed them yet: they enter the auction when they expire.',
  title: params('{view} · Marketplace'),
})

/** A marketplace view other than the names for sale. */
export function MarketViewPage({ view }: { view: Exclude<MarketView, 'forSale'> }) {
  const t = useMessages(messages)
  const label = useMessages(marketViewLabels)[view]
  useDocumentTitle(t.title({ view: label }))
  return (
    <div className="min-h-[70vh] space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{label}</h1>
        <p className="text-sm text-muted">{t[view]}</p>
      </div>
      {view === 'sales' && <RecentSalesView />}
      {view === 'auction' && <AuctionView />}
      {view === 'expiring' && <ExpiringView />}
    </div>
  )
}
