import { useAnalytics } from '@/names/hooks/useAnalytics'
import { AcceptOfferButton } from '@/names/transactions/flow/AcceptOfferButton'
import { OffersReceived } from '@/names/offers/OffersReceived'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Card } from './ProfileDetails'

const messages = i18n('pages/name/OffersSection', {
  title: 'Offers received',
  empty: 'Offers posted to this name appear here.',
})

/** The owner's view: offers posted to this name, each with Accept. */
export function OffersSection({ name }: { name: string }) {
  const offers = useAnalytics({ name, event: ['postedOffer'], sort: 'timeDesc', limit: 50 })
  const t = useMessages(messages)
  return (
    <Card title={t.title} id="offers-heading">
      <OffersReceived
        // The API matches names partially: keep this name's offers only.
        entries={offers.data?.entries.filter((entry) => entry.name === name)}
        error={offers.error}
        onRetry={() => void offers.refetch()}
        withName={false}
        action={(offer) => <AcceptOfferButton offer={offer} view="full" />}
        empty={t.empty}
      />
    </Card>
  )
}
