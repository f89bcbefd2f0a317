import { formatAlgoAmount } from '@/lib/money'
import type { NfdState } from '@/names/api/types'
import type { SearchStatus } from '@/names/search/searchState'
import { AddressLink } from '../ui/AddressLink'
import { ErrorState } from '../ui/ErrorState'
import { Price } from '../ui/Price'
import { mintQuoteUsd } from '../core/yearlyPriceUsd'
import { Skeleton } from '../../ui/Skeleton'
import { StateBadge } from '../ui/StateBadge'

interface LineProps {
  state: NfdState
  name: string
  /** What is true of the name: 'is taken', 'is reserved', ... */
  text: string
  /** Who holds it or may take it, with its preposition ('by', 'for'). */
  address?: { preposition: string; value: string | null }
  after?: string
}

function Line({ state, name, text, address, after = '' }: LineProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StateBadge state={state} />
      <p className="min-w-0 break-words">
        <strong>{name}</strong> {text}
        {address?.value && (
          <>
            {' '}
            {address.preposition} <AddressLink address={address.value} />
          </>
        )}
        {after}
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
  switch (status.kind) {
    case 'idle':
      return <p className="text-muted">Type a name to check it. Enter opens its page.</p>
    case 'invalid':
      return (
        <p className="font-medium text-danger" data-testid="search-invalid">
          {status.message}
        </p>
      )
    case 'checking':
      return (
        <div className="space-y-2">
          <p className="text-muted">Checking {status.name}…</p>
          <Skeleton className="h-6 w-48" />
        </div>
      )
    case 'available':
      return (
        <div className="space-y-1">
          <Line state="available" name={status.name} text="is available" />
          {status.quote ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price microalgos={status.quote.price} usd={mintQuoteUsd(status.name, status.quote, new Date())} />{' '}
              <span className="text-muted">for 1 year</span>
              {status.quote.carryCost > 0 && (
                <span className="text-muted">
                  (includes {formatAlgoAmount(status.quote.carryCost)} carry cost, kept in the name’s account)
                </span>
              )}
            </p>
          ) : (
            <p className="text-muted">The price is not known right now; open the name to mint it.</p>
          )}
        </div>
      )
    case 'forSale':
      return (
        <div className="space-y-1">
          <Line
            state="forSale"
            name={status.name}
            text="is for sale"
            address={{ preposition: 'to', value: status.reservedFor }}
            after={status.reservedFor ? ' only' : ''}
          />
          {status.price !== null && <Price microalgos={status.price} />}
        </div>
      )
    case 'reserved':
      return (
        <Line
          state="reserved"
          name={status.name}
          text="is reserved"
          address={{ preposition: 'for', value: status.reservedFor }}
        />
      )
    case 'owned':
      return (
        <Line state="owned" name={status.name} text="is taken" address={{ preposition: 'by', value: status.owner }} />
      )
    case 'expired':
      return (
        <div className="space-y-1">
          <Line state="expired" name={status.name} text="has expired and can be claimed" />
          {status.price !== null && (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price microalgos={status.price} /> <span className="text-muted">auction price now</span>
            </p>
          )}
        </div>
      )
    case 'error':
      return <ErrorState error={status.error} onRetry={onRetry} compact />
  }
}
