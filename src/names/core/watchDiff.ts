/**
 * What changed between two snapshots of a watched name that a watcher wants to hear about.
 * Pure: the watcher, the Watchlist page and the tests share it.
 */
import type { WatchSnapshot } from './watchSnapshot'

type WatchChangeKind = 'listed' | 'priceDrop' | 'auction' | 'available'

export interface WatchChange {
  name: string
  kind: WatchChangeKind
  /** µALGO: the new price (listed, priceDrop). */
  price: number | null
  /** µALGO: the price before (priceDrop). */
  previousPrice: number | null
}

/**
 * The change worth telling, or null. A name seen for the first time (no `before`) is the
 * baseline, not news. At most one change: a name listed again at a lower price is "listed".
 */
export function watchDiff(name: string, before: WatchSnapshot | undefined, after: WatchSnapshot): WatchChange | null {
  if (!before) return null
  const change = (kind: WatchChangeKind, previousPrice: number | null = null): WatchChange => ({
    name,
    kind,
    price: after.price,
    previousPrice,
  })
  if (after.state === before.state) {
    if (after.state === 'forSale' && after.price !== null && before.price !== null && after.price < before.price)
      return change('priceDrop', before.price)
    return null
  }
  if (after.state === 'forSale') return change('listed')
  // An expired name is in the reverse auction: anyone may take it over at a falling price.
  if (after.state === 'expired') return change('auction')
  if (after.state === 'available') return change('available')
  return null
}
