import { formatAlgoAmount } from '@/lib/money'
import { PriceChart } from '@/ui/PriceChart'
import type { NfdRecord } from '../api/types'
import { auctionDecimals } from './reverseAuction'
import { useAuctionSchedule } from './useAuctionSchedule'
import { ErrorState } from '../ui/ErrorState'
import { Price } from '../ui/Price'
import { Skeleton } from '../../ui/Skeleton'
import { formatDate } from '@/lib/formatDate'

const DAY_MS = 86_400_000

/**
 * An expired name in the reverse auction: its price now, how it falls week by week, and when it
 * reaches the base price. `compact` (a card's footer) gives the price now and the end date only.
 */
export function AuctionSchedule({ record, compact = false }: { record: NfdRecord; compact?: boolean }) {
  const now = Date.now()
  const auction = useAuctionSchedule(record, now)
  if (auction.error && !auction.steps)
    return <ErrorState error={auction.error} onRetry={auction.retry} compact title="Auction price unavailable" />
  if (!auction.steps) return <Skeleton className={compact ? 'h-4 w-32' : 'h-24'} />
  const [first] = auction.steps
  const algo = (microalgos: number) => formatAlgoAmount(microalgos, { maxDecimals: auctionDecimals(microalgos) })
  const ended = auction.steps.length === 1
  const baseDate = formatDate(new Date(auction.endsAt))
  if (compact) {
    return (
      <span data-testid="auction-compact">
        Now {algo(first?.price ?? 0)} · base {algo(auction.base ?? 0)} from {baseDate}
      </span>
    )
  }
  if (auction.isOwner)
    return (
      <p data-testid="auction-owner">
        You own this name: you can renew it at the base price until someone takes it over.
      </p>
    )
  return (
    <div className="space-y-2" data-testid="auction-schedule">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted">In the reverse auction: now</span>
        <Price microalgos={first?.price ?? 0} maxDecimals={auctionDecimals(first?.price ?? 0)} />
      </p>
      {ended ? (
        <p>The auction is over: it costs the base price.</p>
      ) : (
        <>
          <PriceChart
            label={`Auction price of ${record.name}, falling to the base price on ${baseDate}`}
            points={auction.steps.map((s) => ({
              time: s.at,
              value: s.price,
              label: `${algo(s.price)} on ${formatDate(new Date(s.at))}`,
            }))}
          />
          <ol className="space-y-1 text-sm" data-testid="auction-steps">
            {auction.steps.slice(1).map((step) => (
              <li key={step.at} className="flex justify-between gap-3 tabular-nums">
                <span className="text-muted">
                  {step.at === auction.endsAt
                    ? `Base price from ${baseDate}`
                    : `In ${Math.round((step.at - now) / DAY_MS)} days (${formatDate(new Date(step.at))})`}
                </span>
                <span>{algo(step.price)}</span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted">
            The price now is the name service&apos;s; the days ahead assume it keeps falling by the same factor each day
            until the base price.
          </p>
        </>
      )}
    </div>
  )
}
