import { Link } from 'react-router-dom'
import { useWallet } from '@/wallet/react'
import { useOffersReceived } from '../hooks/useOffersReceived'
import { useOffersSeen } from '../hooks/useOffersSeen'
import { countNewOffers } from '../offers/offersSeen'

/** The header's count of offers to the connected account's names that arrived since My names was last opened. */
export function OffersBadge() {
  const { activeAddress } = useWallet()
  const offers = useOffersReceived(activeAddress)
  const { seen } = useOffersSeen(activeAddress)
  const count = offers.data ? countNewOffers(offers.data.entries, seen) : 0
  if (count === 0) return null
  return (
    <Link
      to="/my-names#offers"
      className="rounded-md border border-accent px-2 py-1 text-xs font-semibold text-accent hover:bg-surface-2"
      data-testid="offers-badge"
    >
      {count} new {count === 1 ? 'offer' : 'offers'}
    </Link>
  )
}
