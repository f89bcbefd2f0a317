import type { ReactNode } from 'react'
import type { AnalyticEntry } from '../api/analytics'
import { AnalyticEntries } from '../ui/AnalyticEntries'
import { EmptyState, ErrorState } from '../ui/ErrorState'
import { LoadingRegion, Skeleton } from '../../ui/Skeleton'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/offers/OffersReceived', { loading: 'Loading offers', none: 'No offers yet' })

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
  const t = useMessages(messages)
  if (entries === undefined) {
    return error ? (
      <ErrorState error={error} onRetry={onRetry} compact />
    ) : (
      <LoadingRegion label={t.loading} className="space-y-3">
        <Skeleton className="h-14" />
      </LoadingRegion>
    )
  }
  if (entries.length === 0) return <EmptyState title={t.none}>{empty}</EmptyState>
  return <AnalyticEntries entries={entries} withName={withName} testId="offers" action={action} />
}
