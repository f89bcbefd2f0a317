import type { ReactNode } from 'react'
import { formatAlgos } from '@/lib/money'
import type { SearchStatus } from '@/names/searchState'
import { AddressLink } from './AddressLink'
import { ErrorState } from './ErrorState'
import { Price } from './Price'
import { Skeleton } from './Skeleton'
import { StateBadge } from './StateBadge'

function Line({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {badge}
      <p className="min-w-0 break-words">{children}</p>
    </div>
  )
}

/**
 * What the search box says about the typed name. The box keeps one height for every status
 * (min-h) so the page below does not jump while the user types.
 */
export function SearchStatusView({ status, onRetry }: { status: SearchStatus; onRetry: () => void }) {
  return (
    <div aria-live="polite" className="min-h-20 text-sm" data-testid="search-status" data-kind={status.kind}>
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
          <Line badge={<StateBadge state="available" />}>
            <strong>{status.name}</strong> is available.
          </Line>
          {status.quote ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price microalgos={status.quote.price} /> <span className="text-muted">for 1 year</span>
              {status.quote.carryCost > 0 && (
                <span className="text-muted">
                  (includes {formatAlgos(status.quote.carryCost)} ALGO carry cost, kept in the name’s account)
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
          <Line badge={<StateBadge state="forSale" />}>
            <strong>{status.name}</strong> is for sale
            {status.reservedFor && (
              <>
                {' '}
                to <AddressLink address={status.reservedFor} /> only
              </>
            )}
            .
          </Line>
          {status.price !== null && <Price microalgos={status.price} />}
        </div>
      )
    case 'reserved':
      return (
        <Line badge={<StateBadge state="reserved" />}>
          <strong>{status.name}</strong> is reserved
          {status.reservedFor ? (
            <>
              {' '}
              for <AddressLink address={status.reservedFor} />
            </>
          ) : null}
          .
        </Line>
      )
    case 'owned':
      return (
        <Line badge={<StateBadge state="owned" />}>
          <strong>{status.name}</strong> is taken
          {status.owner ? (
            <>
              {' '}
              by <AddressLink address={status.owner} />
            </>
          ) : null}
          .
        </Line>
      )
    case 'expired':
      return (
        <div className="space-y-1">
          <Line badge={<StateBadge state="expired" />}>
            <strong>{status.name}</strong> has expired and can be claimed.
          </Line>
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
