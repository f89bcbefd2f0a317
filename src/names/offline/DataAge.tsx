/**
 * How old the names (or the profile) shown are, when that matters: offline, the last answer kept from a visit with
 * a connection ("as of 3 hours ago") and that what changes names waits for one; online, when a
 * refresh failed, the same age with the reason and Retry. Nothing while the data is fresh.
 */
import { ageInWords } from '@/lib/ageInWords'
import { useOnline } from '@/lib/useOnline'
import { ErrorState } from '../ui/ErrorState'
import { needsConnection } from '../core/offlineGate'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/offline/DataAge', {
  offlineNames: params('Offline: these names as of {age}.'),
  offlineWatchlist: params('Offline: your watchlist as of {age}.'),
  offlineProfile: params('Offline: this profile as of {age}.'),
  staleNames: params('Showing these names as of {age}; they could not be refreshed'),
  staleWatchlist: params('Showing your watchlist as of {age}; it could not be refreshed'),
  staleProfile: params('Showing this profile as of {age}; it could not be refreshed'),
})

type Shown = 'names' | 'watchlist' | 'profile'

function wordsFor(t: ReturnType<typeof messages.get>, what: Shown) {
  if (what === 'names') return { offline: t.offlineNames, stale: t.staleNames }
  if (what === 'watchlist') return { offline: t.offlineWatchlist, stale: t.staleWatchlist }
  return { offline: t.offlineProfile, stale: t.staleProfile }
}

interface DataAgeProps {
  /** When the oldest answer shown was fetched (ms), 0 or undefined when none is shown. */
  fetchedAt: number | undefined
  /** What is shown: an owner's names, the watchlist, or a name's profile. */
  what: Shown
  /** The failed refresh of the data shown, if any. */
  refreshError?: unknown
  onRetry?: () => void
}

export function DataAge({ fetchedAt, what, refreshError, onRetry }: DataAgeProps) {
  const t = useMessages(messages)
  const online = useOnline()
  if (!fetchedAt) return null
  const age = ageInWords(fetchedAt, Date.now())
  const words = wordsFor(t, what)
  if (!online)
    return (
      <p className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm" role="status" data-testid="data-age">
        {words.offline({ age })} {needsConnection()}
      </p>
    )
  if (!refreshError || !onRetry) return null
  return (
    <ErrorState
      compact
      className="rounded-lg border border-line bg-surface-2 px-3 py-2"
      title={words.stale({ age })}
      error={refreshError}
      onRetry={onRetry}
    />
  )
}
