import { formatAlgoAmount } from '@/lib/money'
import { PriceChart } from '@/ui/PriceChart'
import type { NfdRecord } from '../api/types'
import { auctionDecimals } from '../core/auctionWindow'
import { useAuctionSchedule } from './useAuctionSchedule'
import { ErrorState } from '../ui/ErrorState'
import { Price } from '../ui/Price'
import { Skeleton } from '../../ui/Skeleton'
import { formatDate } from '@/lib/formatDate'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/auction/AuctionSchedule', {
  unavailable: 'Auction price unavailable',
  compact: params('Now {now} · base {base} from {date}'),
  owner: 'You own this name: you can renew it at the base price until someone takes it over.',
  now: 'In the reverse auction: now',
  over: 'The auction is over: it costs the base price.',
  chart: params('Auction price of {name}, falling to the base price on {date}'),
  point: params('{amount} on {date}'),
  baseFrom: params('Base price from {date}'),
  inDays: params(count({ one: 'In {count} day ({date})', other: 'In {count} days ({date})' })),
  model:
    "The price now is the name service's; the days ahead assume it keeps falling by the same factor each day until the base price.",
})

const DAY_MS = 86_400_000

/**
 * An expired name in the reverse auction: its price now, how it falls week by week, and when it
 * reaches the base price. `compact` (a card's footer) gives the price now and the end date only.
 */
export function AuctionSchedule({ record, compact = false }: { record: NfdRecord; compact?: boolean }) {
  const t = useMessages(messages)
  const now = Date.now()
  const auction = useAuctionSchedule(record, now)
  if (auction.error && !auction.steps)
    return <ErrorState error={auction.error} onRetry={auction.retry} compact title={t.unavailable} />
  if (!auction.steps) return <Skeleton className={compact ? 'h-4 w-32' : 'h-24'} />
  const [first] = auction.steps
  const algo = (microalgos: number) => formatAlgoAmount(microalgos, { maxDecimals: auctionDecimals(microalgos) })
  const ended = auction.steps.length === 1
  const baseDate = formatDate(new Date(auction.endsAt))
  if (compact) {
    return (
      <span data-testid="auction-compact">
        {t.compact({ now: algo(first?.price ?? 0), base: algo(auction.base ?? 0), date: baseDate })}
      </span>
    )
  }
  if (auction.isOwner) return <p data-testid="auction-owner">{t.owner}</p>
  return (
    <div className="space-y-2" data-testid="auction-schedule">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted">{t.now}</span>
        <Price microalgos={first?.price ?? 0} maxDecimals={auctionDecimals(first?.price ?? 0)} />
      </p>
      {ended ? (
        <p>{t.over}</p>
      ) : (
        <>
          <PriceChart
            label={t.chart({ name: record.name, date: baseDate })}
            points={auction.steps.map((s) => ({
              time: s.at,
              value: s.price,
              label: t.point({ amount: algo(s.price), date: formatDate(new Date(s.at)) }),
            }))}
          />
          <ol className="space-y-1 text-sm" data-testid="auction-steps">
            {auction.steps.slice(1).map((step) => (
              <li key={step.at} className="flex justify-between gap-3 tabular-nums">
                <span className="text-muted">
                  {step.at === auction.endsAt
                    ? t.baseFrom({ date: baseDate })
                    : t.inDays({ date: formatDate(new Date(step.at)) })(Math.round((step.at - now) / DAY_MS))}
                </span>
                <span translate="no">{algo(step.price)}</span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted">{t.model}</p>
        </>
      )}
    </div>
  )
}
