/** One plain sentence for a watch change: the toast, the browser notification and the page say the same. */
import { formatAlgoAmount } from '@/lib/money'
import type { WatchChange } from './watchDiff'

const algos = (micro: number | null) => (micro === null ? '' : ` for ${formatAlgoAmount(micro)}`)

export function describeWatchChange(change: WatchChange): string {
  switch (change.kind) {
    case 'listed':
      return `${change.name} is for sale${algos(change.price)}`
    case 'priceDrop':
      return `${change.name} dropped in price from ${formatAlgoAmount(change.previousPrice ?? 0)} to ${formatAlgoAmount(change.price ?? 0)}`
    case 'auction':
      return `${change.name} has expired and entered the auction`
    case 'available':
      return `${change.name} is available to mint`
  }
}
