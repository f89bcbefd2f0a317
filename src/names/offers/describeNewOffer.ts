/** One plain sentence for an offer that just arrived: the toast and the browser notification say the same. */
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { AnalyticEntry } from '../api/analytics'
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/offers/describeNewOffer', {
  offer: params('New offer on {name}: {amount}'),
  offerFrom: params('New offer on {name}: {amount} from {from}'),
})

export function describeNewOffer(offer: Pick<AnalyticEntry, 'name' | 'price' | 'buyer'>): string {
  const t = messages.get()
  const words = { name: offer.name, amount: formatAlgoAmount(offer.price) }
  return offer.buyer ? t.offerFrom({ ...words, from: truncateAddress(offer.buyer) }) : t.offer(words)
}
