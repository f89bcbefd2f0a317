/** One plain sentence for an offer that just arrived: the toast and the browser notification say the same. */
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { AnalyticEntry } from '../api/analytics'

export function describeNewOffer(offer: Pick<AnalyticEntry, 'name' | 'price' | 'buyer'>): string {
  const from = offer.buyer ? ` from ${truncateAddress(offer.buyer)}` : ''
  return `New offer on ${offer.name}: ${formatAlgoAmount(offer.price)}${from}`
}
