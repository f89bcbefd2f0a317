import { useEffect } from 'react'
import { useOffersReceived } from '@/names/hooks/useOffersReceived'
import { useOffersSeen } from '@/names/hooks/useOffersSeen'
import { OffersReceived } from '@/names/ui/OffersReceived'

/** Offers posted to the account's names; opening My names counts as seeing them (the header badge clears). */
export function MyNamesOffers({ address }: { address: string }) {
  const offers = useOffersReceived(address)
  const { markSeen } = useOffersSeen(address)
  const loaded = offers.data !== undefined
  useEffect(() => {
    if (loaded) markSeen()
  }, [loaded, markSeen])
  return (
    <section id="offers" aria-labelledby="offers-heading" className="space-y-2">
      <h2 id="offers-heading" className="text-lg font-semibold">
        Offers to your names
      </h2>
      <OffersReceived
        entries={offers.data?.entries}
        error={offers.error}
        onRetry={() => void offers.refetch()}
        withName
        empty="Offers posted to your names appear here."
      />
    </section>
  )
}
