import { useWallet } from '@/wallet/react'
import { useOffersReceived } from './useOffersReceived'
import { useOffersSeen } from './useOffersSeen'
import { countNewOffers } from './offersSeen'
import { HeaderPill } from '../../ui/HeaderPill'
import { count, i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/offers/OffersBadge', {
  label: count({ one: '{count} new offer on your names', other: '{count} new offers on your names' }),
  word: count({ one: 'new offer', other: 'new offers' }),
})

/** Offers to the active account's names that arrived since My names was last opened. */
export function useNewOfferCount(): number {
  const { activeAddress } = useWallet()
  const offers = useOffersReceived(activeAddress)
  const { seen } = useOffersSeen(activeAddress)
  return offers.data ? countNewOffers(offers.data.entries, seen) : 0
}

/** The header's count of offers to the connected account's names that arrived since My names was last opened. */
export function OffersBadge({ withWord }: { withWord?: boolean }) {
  const t = useMessages(messages)
  const count = useNewOfferCount()
  if (count === 0) return null
  const label = t.label(count)
  return (
    <HeaderPill
      to="/my-names#offers"
      label={label}
      symbol="✉"
      count={count}
      word={t.word(count)}
      withWord={withWord}
      tone="accent"
      testId="offers-badge"
    />
  )
}
