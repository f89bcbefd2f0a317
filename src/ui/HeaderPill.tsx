import { Link } from 'react-router-dom'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('ui/HeaderPill', { named: params('{count} {word}: {label}') })

const TONES = {
  warning: 'border-warning text-warning',
  accent: 'border-accent text-accent',
} as const

interface HeaderPillProps {
  to: string
  /** The sentence, for screen readers and on hover. */
  label: string
  symbol: string
  /** The word after the count ("expiring", "new offers"); hidden on a phone, still read. */
  word: string
  count: number
  tone: keyof typeof TONES
  testId: string
  /** The word shown at every width (in the phone's Menu); else only from `2xl` up. */
  withWord?: boolean | undefined
}

/**
 * A header notice as a symbol, a count and a word: it arrives after the page and must not push
 * the header onto a second row (below `2xl` the row's word is left to screen readers).
 */
export function HeaderPill({ to, label, symbol, count, word, tone, testId, withWord }: HeaderPillProps) {
  const t = useMessages(messages)
  return (
    <Link
      to={to}
      // Begins with what it shows, so a voice command naming it works.
      aria-label={label.startsWith(`${count} ${word}`) ? label : t.named({ count, word, label })}
      title={label}
      className={`inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-semibold hover:bg-surface-2 ${TONES[tone]}`}
      data-testid={testId}
    >
      <span aria-hidden="true">{symbol}</span> {count}{' '}
      <span className={withWord ? undefined : 'max-2xl:sr-only'}>{word}</span>
    </Link>
  )
}
