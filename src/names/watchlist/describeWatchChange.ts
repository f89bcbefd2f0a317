/** One plain sentence for a watch change: the toast, the browser notification and the page say the same. */
import { formatAlgos } from '@/lib/money'
import type { WatchChange } from './watchDiff'

const algos = (micro: number | null) => (micro === null ? '' : ` for ${formatAlgos(micro)} ALGO`)

export function describeWatchChange(change: WatchChange): string {
  switch (change.kind) {
    case 'listed':
      return `${change.name} is for sale${algos(change.price)}`
    case 'priceDrop':
      return `${change.name} dropped in price from ${formatAlgos(change.previousPrice ?? 0)} to ${formatAlgos(change.price ?? 0)} ALGO`
    case 'auction':
      return `${change.name} has expired and entered the auction`
    case 'available':
      return `${change.name} is available to mint`
  }
}
