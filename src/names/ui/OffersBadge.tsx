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
  const label = `${count} new ${count === 1 ? 'offer' : 'offers'} on your names`
  // Compact like the expiry warning: it arrives after the page and must not wrap the header.
  return (
    <Link
      to="/my-names#offers"
      aria-label={label}
      title={label}
      className="inline-flex h-7 items-center gap-1 rounded-full border border-accent px-2 text-xs font-semibold text-accent hover:bg-surface-2"
      data-testid="offers-badge"
    >
      <span aria-hidden="true">✉ {count}</span>
    </Link>
  )
}
