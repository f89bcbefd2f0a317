/**
 * While offline, how old the data shown is ("as of 3 hours ago"): the last answer kept from a
 * visit with a connection, and that what changes names waits for one. Nothing while online.
 */
import { ageInWords } from '@/lib/ageInWords'
import { useOnline } from '@/lib/useOnline'
import { NEEDS_CONNECTION } from '../transactions/flow/offlineGate'

/** `fetchedAt`: when the oldest answer shown was fetched (ms), 0 or undefined when none is shown. */
export function DataAge({ fetchedAt, what }: { fetchedAt: number | undefined; what: string }) {
  const online = useOnline()
  if (online || !fetchedAt) return null
  return (
    <p className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm" role="status" data-testid="data-age">
      Offline: {what} as of {ageInWords(fetchedAt, Date.now())}. {NEEDS_CONNECTION}
    </p>
  )
}
