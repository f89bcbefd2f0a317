import type { ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { cx } from '@/lib/cx'
import { userMessage } from '@/names/api/userMessage'

export interface ErrorStateProps {
  error: unknown
  onRetry: () => void
  /** The heading; a compact state says it before the reason when given. */
  title?: string
  compact?: boolean
  /** Adds; it does not override the layout or the box: classes are joined, not merged. */
  className?: string
}

export function ErrorState({ error, onRetry, title, compact = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-wrap items-center gap-3',
        !compact && 'flex-col justify-center rounded-xl border border-line bg-surface p-6 text-center',
        className,
      )}
      data-testid="error-state"
    >
      <div>
        {!compact && <p className="font-semibold">{title ?? 'Could not load'}</p>}
        <p className="text-sm text-muted">
          {compact && title ? `${title}: ` : ''}
          {userMessage(error)}.
        </p>
      </div>
      <Button size="sm" onClick={onRetry} data-testid="retry">
        Retry
      </Button>
    </div>
  )
}

export function EmptyState({
  title,
  children,
  className,
}: {
  title: string
  children?: ReactNode
  /** Adds; it does not override the box: classes are joined, not merged. */
  className?: string
}) {
  return (
    <div
      className={cx('rounded-xl border border-dashed border-line bg-surface p-6 text-center', className)}
      data-testid="empty-state"
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm text-muted">{children}</div>}
    </div>
  )
}
