import { useWallet } from '@/wallet/react'
import { useOffersReceived } from './useOffersReceived'
import { useOffersSeen } from './useOffersSeen'
import { countNewOffers } from './offersSeen'
import { HeaderPill } from '../../ui/HeaderPill'

/** The header's count of offers to the connected account's names that arrived since My names was last opened. */
export function OffersBadge() {
  const { activeAddress } = useWallet()
  const offers = useOffersReceived(activeAddress)
  const { seen } = useOffersSeen(activeAddress)
  const count = offers.data ? countNewOffers(offers.data.entries, seen) : 0
  if (count === 0) return null
  const label = `${count} new ${count === 1 ? 'offer' : 'offers'} on your names`
  return (
    <HeaderPill
      to="/my-names#offers"
      label={label}
      symbol="✉"
      count={count}
      word={count === 1 ? 'new offer' : 'new offers'}
      tone="accent"
      testId="offers-badge"
    />
  )
}
