import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A grey block the size of the content that will replace it (no layout shift when data arrives). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-surface-2', className)} />
}

/** Wraps skeletons so screen readers hear one "Loading" instead of nothing. */
export function LoadingRegion({
  label = 'Loading',
  className,
  children,
}: {
  label?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className} data-testid="skeleton">
      {children}
    </div>
  )
}
