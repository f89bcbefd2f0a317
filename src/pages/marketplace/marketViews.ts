import { i18n } from '@/lib/i18n/i18n'

/** The marketplace's views, from `?view=` (anything else is the names for sale). */
export const MARKET_VIEWS = ['forSale', 'sales', 'auction', 'expiring'] as const
export type MarketView = (typeof MARKET_VIEWS)[number]

/** Each view's name, as its tab and its heading say it. */
export const marketViewLabels = i18n('pages/marketplace/marketViews', {
  forSale: 'For sale',
  sales: 'Recent sales',
  auction: 'In auction',
  expiring: 'Expiring soon',
})

export function marketViewOf(params: URLSearchParams): MarketView {
  return MARKET_VIEWS.find((view) => view === params.get('view')) ?? 'forSale'
}
