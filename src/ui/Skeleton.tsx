import type { ReactNode } from 'react'
import { cx } from '@/lib/cx'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useOnline } from '@/lib/useOnline'

const messages = i18n('ui/Skeleton', {
  loading: 'Loading',
  offline: 'Offline: this loads when the connection returns.',
})

const CORNERS = { md: 'rounded-md', full: 'rounded-full', none: 'rounded-none' } as const

/**
 * A grey block the size of the content that will replace it (no layout shift when data arrives).
 * `className` adds size, place and border; it does not override the display, the background or
 * the corners (classes are joined, not merged): the corners are `rounded`. It pulses only for visitors
 * who have not asked their system for less motion.
 */
export function Skeleton({ className, rounded = 'md' }: { className?: string; rounded?: keyof typeof CORNERS }) {
  return (
    <span
      aria-hidden="true"
      className={cx('block motion-safe:animate-pulse', CORNERS[rounded], 'bg-surface-2', className)}
    />
  )
}

/**
 * Wraps skeletons so screen readers hear one "Loading" instead of nothing. Offline nothing is on
 * its way: it says so in their place instead of pulsing for ever.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label?: string
  className?: string
  children: ReactNode
}) {
  const t = useMessages(messages)
  const online = useOnline()
  return online ? (
    <div role="status" aria-busy="true" aria-label={label ?? t.loading} className={className} data-testid="skeleton">
      {children}
    </div>
  ) : (
    <p role="status" data-testid="offline-waiting">
      {t.offline}
    </p>
  )
}
