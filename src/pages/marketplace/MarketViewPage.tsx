import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { MARKET_VIEW_LABEL, type MarketView } from './marketViews'
import { AuctionView } from './AuctionView'
import { ExpiringView } from './ExpiringView'
import { RecentSalesView } from './RecentSalesView'

const INTRO: Record<Exclude<MarketView, 'forSale'>, string> = {
  sales: 'The latest sales, at the price of the day.',
  auction: 'Expired names in the reverse auction: the price falls each day until it reaches the normal renewal price.',
  expiring: 'Names whose owners have not renewed them yet: they enter the auction when they expire.',
}

/** A marketplace view other than the names for sale. */
export function MarketViewPage({ view }: { view: Exclude<MarketView, 'forSale'> }) {
  useDocumentTitle(`${MARKET_VIEW_LABEL[view]} · Marketplace`)
  return (
    <div className="min-h-[70vh] space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{MARKET_VIEW_LABEL[view]}</h1>
        <p className="text-sm text-muted">{INTRO[view]}</p>
      </div>
      {view === 'sales' && <RecentSalesView />}
      {view === 'auction' && <AuctionView />}
      {view === 'expiring' && <ExpiringView />}
    </div>
  )
}
