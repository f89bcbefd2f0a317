import { cx } from '@/lib/cx'
import { formatAlgos, formatUsd, microalgosToAlgos } from '@/lib/money'
import { useUsdPerAlgo } from '../hooks/useUsdPerAlgo'

export interface PriceProps {
  /** µALGO. */
  microalgos: number | bigint
  /**
   * The USD value in dollars; left out, it comes from the market's latest rate where known;
   * null shows none.
   */
  usd?: number | null
  /** Adds; it does not override the display, wrap, alignment or gap: classes are joined, not merged. */
  className?: string
  /** At most this many decimals of ALGO (default 6): a moving price shows fewer. */
  maxDecimals?: number
  /** The ALGO figure's size: the profile shows it large. */
  size?: 'sm' | 'md' | 'lg'
}

/** The unit is a symbol, the same in every language. */
const ALGO = 'ALGO'

const SIZES = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const

/** Money shown plainly (UX): the amount in ALGO, the dollar value beside it where known. */
export function Price({ microalgos, usd, className, size = 'md', maxDecimals = 6 }: PriceProps) {
  const rate = useUsdPerAlgo(usd === undefined)
  const dollars = usd === undefined ? (rate === null ? null : microalgosToAlgos(microalgos) * rate) : usd
  return (
    <span
      className={cx('inline-flex flex-wrap items-baseline gap-x-1.5', className)}
      data-testid="price"
      translate="no"
    >
      <span className={cx('font-semibold tabular-nums', SIZES[size])}>
        {formatAlgos(microalgos, { maxDecimals })} <span className="text-[0.8em] font-medium">{ALGO}</span>
      </span>
      {dollars != null && <span className="text-sm text-muted tabular-nums">≈ {formatUsd(dollars)}</span>}
    </span>
  )
}
