import type { ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { cx } from '@/lib/cx'
import { userMessage } from '@/names/api/userMessage'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/ErrorState', {
  couldNotLoad: 'Could not load',
  titled: params('{title}: {reason}.'),
  reason: params('{reason}.'),
  retry: 'Retry',
})

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
  const t = useMessages(messages)
  const reason = userMessage(error)
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
        {!compact && <p className="font-semibold">{title ?? t.couldNotLoad}</p>}
        <p className="text-sm text-muted">{compact && title ? t.titled({ title, reason }) : t.reason({ reason })}</p>
      </div>
      <Button size="sm" onClick={onRetry} data-testid="retry">
        {t.retry}
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
