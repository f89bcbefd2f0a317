import { cx } from '@/lib/cx'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('ui/Spinner', { loading: 'Loading' })

export interface SpinnerProps {
  /** Adds (e.g. `shrink-0`); it does not override the display: classes are joined, not merged. */
  className?: string
  /** Read by screen readers; hidden when the spinner sits inside a labelled control. */
  label?: string
}

/** It turns only for visitors who have not asked their system for less motion; its label says it all. */
export function Spinner({ className, label }: SpinnerProps) {
  const t = useMessages(messages)
  return (
    <span role="status" aria-label={label ?? t.loading} className={cx('inline-flex', className)}>
      <svg className="size-[1em] motion-safe:animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </span>
  )
}
