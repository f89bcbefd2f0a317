/**
 * How old the names shown are, when that matters: offline, the last answer kept from a visit with
 * a connection ("as of 3 hours ago") and that what changes names waits for one; online, when a
 * refresh failed, the same age with the reason and Retry. Nothing while the data is fresh.
 */
import { ageInWords } from '@/lib/ageInWords'
import { useOnline } from '@/lib/useOnline'
import { ErrorState } from '../ui/ErrorState'
import { needsConnection } from '../transactions/flow/offlineGate'

interface DataAgeProps {
  /** When the oldest answer shown was fetched (ms), 0 or undefined when none is shown. */
  fetchedAt: number | undefined
  what: string
  /** The failed refresh of the data shown, if any. */
  refreshError?: unknown
  onRetry?: () => void
}

export function DataAge({ fetchedAt, what, refreshError, onRetry }: DataAgeProps) {
  const online = useOnline()
  if (!fetchedAt) return null
  const age = ageInWords(fetchedAt, Date.now())
  if (!online)
    return (
      <p className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm" role="status" data-testid="data-age">
        Offline: {what} as of {age}. {needsConnection()}
      </p>
    )
  if (!refreshError || !onRetry) return null
  return (
    <ErrorState
      compact
      className="rounded-lg border border-line bg-surface-2 px-3 py-2"
      title={`Showing ${what} as of ${age}; they could not be refreshed`}
      error={refreshError}
      onRetry={onRetry}
    />
  )
}
