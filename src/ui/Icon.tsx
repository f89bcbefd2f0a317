import type { ReactNode } from 'react'
import { cx } from '@/lib/cx'

/** A decorative 20×20 line icon (or filled with `solid`); its meaning is always in the text beside it. */
export function Icon({
  children,
  solid = false,
  className,
}: {
  children: ReactNode
  solid?: boolean
  /** Adds; it does not override the size (`size-4`): classes are joined, not merged. */
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cx('size-4 shrink-0', className)}
      fill={solid ? 'currentColor' : 'none'}
      stroke={solid ? undefined : 'currentColor'}
      strokeWidth={solid ? undefined : 1.6}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
