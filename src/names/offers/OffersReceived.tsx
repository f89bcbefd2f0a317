import type { ReactNode } from 'react'
import type { AnalyticEntry } from '../api/analytics'
import { AnalyticEntries } from '../ui/AnalyticEntries'
import { EmptyState, ErrorState } from '../ui/ErrorState'
import { LoadingRegion, Skeleton } from '../../ui/Skeleton'

/** Offers posted to names (amount in ALGO and USD, the note as text, who and when), in their four states. */
export function OffersReceived({
  entries,
  error,
  onRetry,
  withName,
  empty,
  action,
}: {
  entries: AnalyticEntry[] | undefined
  error: unknown
  onRetry: () => void
  withName: boolean
  empty: ReactNode
  /** Per offer: Accept, for the owner. */
  action?: (entry: AnalyticEntry) => ReactNode
}) {
  if (entries === undefined) {
    return error ? (
      <ErrorState error={error} onRetry={onRetry} compact />
    ) : (
      <LoadingRegion label="Loading offers" className="space-y-3">
        <Skeleton className="h-14" />
      </LoadingRegion>
    )
  }
  if (entries.length === 0) return <EmptyState title="No offers yet">{empty}</EmptyState>
  return <AnalyticEntries entries={entries} withName={withName} testId="offers" action={action} />
}
