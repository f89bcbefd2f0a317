/** The marketplace's views, from `?view=` (anything else is the names for sale). */
export const MARKET_VIEWS = ['forSale', 'sales', 'auction', 'expiring'] as const
export type MarketView = (typeof MARKET_VIEWS)[number]

export const MARKET_VIEW_LABEL: Record<MarketView, string> = {
  forSale: 'For sale',
  sales: 'Recent sales',
  auction: 'In auction',
  expiring: 'Expiring soon',
}

export function marketViewOf(params: URLSearchParams): MarketView {
  return MARKET_VIEWS.find((view) => view === params.get('view')) ?? 'forSale'
}
