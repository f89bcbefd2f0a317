/**
 * What a name in its reverse auction means for whoever looks, in one sentence: until when it
 * runs, the price now where the service quoted it, and what they can do. Its holder may still
 * renew at the base price before someone takes it over; anyone else may take it over at the
 * falling price, or wait. Pure: the texts are read when the sentence is made.
 */
import { formatDateTime } from '@/lib/formatDate'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { auctionDecimals } from './auctionWindow'

const messages = i18n('names/core/auctionReason', {
  holder: params('In an auction until {end}: renew it first, at the base price, before someone takes it over'),
  holderPrice: params(
    'In an auction until {end}: renew it first, at the base price of {price}, before someone takes it over',
  ),
  buyer: params('In an auction until {end}: take it over at the auction price, or wait while the price falls'),
  buyerPrice: params('In an auction until {end}: take it over now for {price}, or wait while the price falls'),
})

export interface AuctionReasonInput {
  /** When the auction ends (ms). */
  endsAt: number
  /** The viewer holds the name (its last owner). */
  holder: boolean
  /** µALGO: the service's quote for the viewer now (the base price for the holder); null when not known. */
  price: number | null
}

export function auctionReason({ endsAt, holder, price }: AuctionReasonInput): string {
  const t = messages.get()
  const end = formatDateTime(endsAt)
  if (price === null) return holder ? t.holder({ end }) : t.buyer({ end })
  const amount = formatAlgoAmount(price, { maxDecimals: auctionDecimals(price) })
  return holder ? t.holderPrice({ end, price: amount }) : t.buyerPrice({ end, price: amount })
}
