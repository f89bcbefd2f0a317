import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useOffersReceived } from '@/names/offers/useOffersReceived'
import { useOffersSeen } from '@/names/offers/useOffersSeen'
import { AcceptOfferButton } from '@/names/transactions/flow/AcceptOfferButton'
import { OffersReceived } from '@/names/offers/OffersReceived'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/MyNamesOffers', {
  title: 'Offers to your names',
  empty: 'Offers posted to your names appear here.',
})

/** Offers posted to the account's names; opening My names counts as seeing them (the header badge clears). */
export function MyNamesOffers({ address }: { address: string }) {
  const t = useMessages(messages)
  const offers = useOffersReceived(address)
  const { markSeen } = useOffersSeen(address)
  const loaded = offers.data !== undefined
  const { hash } = useLocation()
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    if (loaded) markSeen()
  }, [loaded, markSeen])
  // The header's badge links to #offers: the router does not scroll to a hash on its own.
  useEffect(() => {
    if (loaded && hash === '#offers') section.current?.scrollIntoView({ block: 'start' })
  }, [loaded, hash])
  return (
    <section ref={section} id="offers" aria-labelledby="offers-heading" className="scroll-mt-20 space-y-2">
      <h2 id="offers-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <OffersReceived
        entries={offers.data?.entries}
        error={offers.error}
        onRetry={() => void offers.refetch()}
        withName
        action={(offer) => <AcceptOfferButton offer={offer} />}
        empty={t.empty}
      />
    </section>
  )
}
