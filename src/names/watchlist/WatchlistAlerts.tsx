import { useCallback } from 'react'
import { notify } from '@/ui/notify'
import { showBrowserNotification } from '@/ui/browserNotification'
import { useWatchlist } from '../hooks/useWatchlist'
import { useWatchlistWatcher } from './useWatchlistWatcher'
import { describeWatchChange } from './describeWatchChange'
import type { WatchChange } from '../core/watchDiff'
import { count, i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/watchlist/WatchlistAlerts', {
  title: 'Watchlist',
  changed: count({ one: ' name changed', other: ' names changed' }),
})

/** Runs the watchlist checks while the app is open and tells each change: a toast, and a browser notification if allowed. */
export function WatchlistAlerts() {
  const onChanges = useCallback((changes: WatchChange[]) => {
    for (const change of changes) {
      const text = describeWatchChange(change)
      notify.blank(text)
      showBrowserNotification(messages.get().title, text, `watch-${change.name}`)
    }
  }, [])
  useWatchlistWatcher(onChanges)
  return null
}

/** The count of watched names that changed since the Watchlist page was last opened. */
export function WatchlistBadge({ testId = 'watchlist-badge' }: { testId?: string }) {
  const t = useMessages(messages)
  const { state } = useWatchlist()
  const count = state.unseen.length
  if (count === 0) return null
  return (
    <span
      className="ms-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs text-accent-fg"
      data-testid={testId}
    >
      {count}
      <span className="sr-only">{t.changed(count)}</span>
    </span>
  )
}
