import { cx } from '@/lib/cx'
import { formatDateTime } from '@/lib/formatDate'
import { timeAgo } from '@/lib/timeAgo'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { useName } from '../hooks/useName'
import { Price } from '../ui/Price'
import { withListing, type OfferMade, type OfferMadeStatus } from './offerMadeStatus'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

/** The status in words, for the list. */
const messages = i18n('names/offers/OfferMadeRow', {
  open: 'Open',
  replaced: 'Replaced by your later offer',
  accepted: 'Accepted: listed for you to buy',
  yours: 'The name is yours',
  ownerChanged: 'Closed: the name changed hands',
  unknown: 'Status unknown',
  escrowed: ' · escrowed',
})

/** Only an offer still open needs the name's record: it says whether the owner listed it for the bidder. */
function useStatus(offer: OfferMade) {
  const record = useName(offer.status === 'open' ? offer.entry.name : '')
  return withListing(offer, record.data)
}

/** One offer made: the name (to its profile), the amount then in ALGO and USD, when, and whether it is open. */
export function OfferMadeRow({ offer, now }: { offer: OfferMade; now: number }) {
  const t = useMessages(messages)
  const statusWords: Record<OfferMadeStatus, string> = t
  const { entry } = offer
  const status = useStatus(offer)
  return (
    <li
      className="flex flex-col gap-1 py-2 text-sm"
      data-testid="offer-made"
      data-name={entry.name}
      data-status={status}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <PrefetchLink to={`/name/${entry.name}`} className="font-medium text-accent hover:underline" translate="no">
            {entry.name}
          </PrefetchLink>
          <Price microalgos={entry.price} usd={entry.priceUsd} size="sm" />
        </span>
        <time dateTime={entry.timestamp} title={formatDateTime(new Date(entry.timestamp))} className="text-muted">
          {timeAgo(Date.parse(entry.timestamp), now)}
        </time>
      </span>
      <span
        className={cx('text-xs font-medium', status === 'open' || status === 'accepted' ? 'text-fg' : 'text-muted')}
        data-testid="offer-status"
      >
        {statusWords[status]}
        {entry.event === 'escrowedOffer' && t.escrowed}
      </span>
    </li>
  )
}
