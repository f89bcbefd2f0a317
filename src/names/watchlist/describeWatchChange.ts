/** One plain sentence for a watch change: the toast, the browser notification and the page say the same. */
import { formatAlgoAmount } from '@/lib/money'
import type { WatchChange } from '../core/watchDiff'
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/watchlist/describeWatchChange', {
  listed: params('{name} is for sale'),
  listedFor: params('{name} is for sale for {price}'),
  priceDrop: params('{name} dropped in price from {before} to {after}'),
  auction: params('{name} has expired and entered the auction'),
  available: params('{name} is available to mint'),
})

export function describeWatchChange(change: WatchChange): string {
  const t = messages.get()
  const { name } = change
  switch (change.kind) {
    case 'listed':
      return change.price === null ? t.listed({ name }) : t.listedFor({ name, price: formatAlgoAmount(change.price) })
    case 'priceDrop':
      return t.priceDrop({
        name,
        before: formatAlgoAmount(change.previousPrice ?? 0),
        after: formatAlgoAmount(change.price ?? 0),
      })
    case 'auction':
      return t.auction({ name })
    case 'available':
      return t.available({ name })
  }
}
