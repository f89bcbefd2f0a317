import { isValidAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdState } from '@/names/api/types'
import type { SearchStatus } from '@/names/search/searchState'
import { AddressLink } from '../ui/AddressLink'
import { ErrorState } from '../ui/ErrorState'
import { Price } from '../ui/Price'
import { mintQuoteUsd } from '../core/yearlyPriceUsd'
import { Skeleton } from '../../ui/Skeleton'
import { StateBadge } from '../ui/StateBadge'
import { i18n, params } from '@/lib/i18n/i18n'
import { Interpolate } from '@/lib/i18n/Interpolate'
import { useMessages } from '@/lib/i18n/useMessages'
import { useOnline } from '@/lib/useOnline'
import { nameInputMessage } from '@/names/core/nameInputMessage'

const messages = i18n('names/search/SearchStatusView', {
  idle: 'Type a name to check it. Enter opens its page.',
  checking: params('Checking {name}…'),
  offline: params('You are offline: {name} is checked when the connection returns.'),
  available: params('{name} is available'),
  forOneYear: 'for 1 year',
  carryCost: params('(includes {amount} carry cost, kept in the name’s account)'),
  priceUnknown: 'The price is not known right now; open the name to mint it.',
  forSale: params('{name} is for sale'),
  forSaleTo: params('{name} is for sale to {address} only'),
  reserved: params('{name} is reserved'),
  reservedFor: params('{name} is reserved for {address}'),
  owned: params('{name} is taken'),
  ownedBy: params('{name} is taken by {address}'),
  expired: params('{name} has expired and can be claimed'),
  auctionNow: 'auction price now',
  address: 'An Algorand address. Enter opens the names it holds.',
  addressTypo: 'This Algorand address has a typo: its last characters (its checksum) do not match the rest.',
})

type Sentence = (values: { name: string; address: string }) => string

interface LineProps {
  state: NfdState
  name: string
  /** What is true of the name ("{name} is taken"). */
  text: Sentence
  /** Who holds it or may take it, and the sentence that says so ("{name} is taken by {address}"). */
  address?: { value: string | null; text: Sentence }
}

function Line({ state, name, text, address }: LineProps) {
  const withAddress = address?.value ? { text: address.text, value: address.value } : null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StateBadge state={state} />
      <p className="min-w-0 break-words">
        <Interpolate
          text={(withAddress ? withAddress.text : text)({ name: '{name}', address: '{address}' })}
          values={{
            name: <strong translate="no">{name}</strong>,
            address: withAddress && <AddressLink address={withAddress.value} />,
          }}
        />
      </p>
    </div>
  )
}

/**
 * What the search box says about the typed name. The box keeps one height for every status
 * (the search's min-h) so the page below does not jump while the user types.
 */
export function SearchStatusView({
  status,
  onRetry,
  className,
}: {
  status: SearchStatus
  onRetry: () => void
  /** The box's own size, which the search's placeholder shares. */
  className: string
}) {
  return (
    <div aria-live="polite" className={className} data-testid="search-status" data-kind={status.kind}>
      <SearchStatusBody status={status} onRetry={onRetry} />
    </div>
  )
}

function SearchStatusBody({ status, onRetry }: { status: SearchStatus; onRetry: () => void }) {
  const t = useMessages(messages)
  const online = useOnline()
  switch (status.kind) {
    case 'idle':
      return <p className="text-muted">{t.idle}</p>
    case 'invalid':
      return (
        <p className="font-medium text-danger" data-testid="search-invalid">
          {nameInputMessage(status.problem)}
        </p>
      )
    case 'address':
      return isValidAddress(status.address) ? (
        <p className="min-w-0 break-words">
          <AddressLink address={status.address} /> <span className="text-muted">{t.address}</span>
        </p>
      ) : (
        <p className="font-medium text-danger" data-testid="search-invalid">
          {t.addressTypo}
        </p>
      )
    case 'checking':
      // Offline no answer is on its way: say so, not "checking" for ever.
      if (!online) return <p data-testid="search-offline">{t.offline({ name: status.name })}</p>
      return (
        <div className="space-y-2">
          <p className="text-muted">{t.checking({ name: status.name })}</p>
          <Skeleton className="h-6 w-48" />
        </div>
      )
    case 'available':
      return (
        <div className="space-y-1">
          <Line state="available" name={status.name} text={t.available} />
          {status.quote ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price microalgos={status.quote.price} usd={mintQuoteUsd(status.name, status.quote, new Date())} />{' '}
              <span className="text-muted">{t.forOneYear}</span>
              {status.quote.carryCost > 0 && (
                <span className="text-muted">{t.carryCost({ amount: formatAlgoAmount(status.quote.carryCost) })}</span>
              )}
            </p>
          ) : (
            <p className="text-muted">{t.priceUnknown}</p>
          )}
        </div>
      )
    case 'forSale':
      return (
        <div className="space-y-1">
          <Line
            state="forSale"
            name={status.name}
            text={t.forSale}
            address={{ value: status.reservedFor, text: t.forSaleTo }}
          />
          {status.price !== null && <Price microalgos={status.price} />}
        </div>
      )
    case 'reserved':
      return (
        <Line
          state="reserved"
          name={status.name}
          text={t.reserved}
          address={{ value: status.reservedFor, text: t.reservedFor }}
        />
      )
    case 'owned':
      return <Line state="owned" name={status.name} text={t.owned} address={{ value: status.owner, text: t.ownedBy }} />
    case 'expired':
      return (
        <div className="space-y-1">
          <Line state="expired" name={status.name} text={t.expired} />
          {status.price !== null && (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price microalgos={status.price} /> <span className="text-muted">{t.auctionNow}</span>
            </p>
          )}
        </div>
      )
    case 'error':
      return <ErrorState error={status.error} onRetry={onRetry} compact />
  }
}
