import { Link } from 'react-router-dom'

const TONES = {
  warning: 'border-warning text-warning',
  accent: 'border-accent text-accent',
} as const

interface HeaderPillProps {
  to: string
  /** The sentence, for screen readers and on hover. */
  label: string
  symbol: string
  count: number
  tone: keyof typeof TONES
  testId: string
}

/**
 * A header notice as a symbol and a count: it arrives after the page and must not push the
 * header onto a second row.
 */
export function HeaderPill({ to, label, symbol, count, tone, testId }: HeaderPillProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={`inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-semibold hover:bg-surface-2 ${TONES[tone]}`}
      data-testid={testId}
    >
      <span aria-hidden="true">
        {symbol} {count}
      </span>
    </Link>
  )
}
