import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { NetworkConfig } from '@/config/networks'
import { WATCH_INTERVAL_MS } from '@/config/constants'
import { checkWhileOpen } from '@/lib/checkWhileOpen'
import { logger } from '@/lib/logger'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { WatchChange } from '../core/watchDiff'
import type { WatchlistState } from '../core/watchlistState'
import { watchlistStore } from '../core/watchlistStore'
import { snapshotOf, type WatchSnapshot } from '../core/watchSnapshot'
import { nameQueryOptions } from '../hooks/useName'

/** A change recorded this long before the last check is still asked about again: clocks differ. */
const CLOCK_MARGIN_MS = 5 * 60_000

/**
 * The current snapshot of each of `names`, one request each and never retried (the next check
 * asks again). Throws when every one failed: the check failed, and the watcher backs off.
 */
async function fetchWatchSnapshots(
  client: QueryClient,
  net: NetworkConfig,
  names: readonly string[],
): Promise<{ snapshots: Record<string, WatchSnapshot>; complete: boolean }> {
  const results = await Promise.allSettled(
    // staleTime 0: a check asks the service, and the Watchlist page shows the same answer.
    names.map((name) => client.fetchQuery({ ...nameQueryOptions(net, name, 'brief'), staleTime: 0, retry: false })),
  )
  const snapshots: Record<string, WatchSnapshot> = {}
  results.forEach((result, i) => {
    const name = names[i]
    if (result.status === 'fulfilled' && name) snapshots[name] = snapshotOf(result.value)
    else if (result.status === 'rejected') logger.warn(`Watchlist: could not check ${name}`, result.reason)
  })
  const failed = results.filter((r) => r.status === 'rejected').length
  if (failed > 0 && failed === names.length) throw new Error(`Watchlist: no name could be checked`)
  return { snapshots, complete: failed === 0 }
}

/**
 * One check: the names already known are asked in batches of 20 what changed since the last
 * complete check (the activity endpoint); only the changed ones, and names never seen, are then
 * read one by one. Returns the snapshots and, when all of it answered, the new check time.
 */
async function checkWatched(
  client: QueryClient,
  net: NetworkConfig,
  state: WatchlistState,
): Promise<{ snapshots: Record<string, WatchSnapshot>; checkedAt?: string }> {
  const startedAt = new Date().toISOString()
  const known = state.checkedAt ? state.names.filter((name) => state.seen[name]) : []
  let changed: string[] = []
  if (known.length && state.checkedAt) {
    const { getActivity } = await readApi()
    const since = new Date(Date.parse(state.checkedAt) - CLOCK_MARGIN_MS).toISOString()
    const activity = await getActivity(net, known, { afterTime: since, limit: 1 })
    changed = [...new Set(activity.map((entry) => entry.name))].filter((name) => known.includes(name))
  }
  const toRead = [...state.names.filter((name) => !known.includes(name)), ...changed]
  const read = toRead.length ? await fetchWatchSnapshots(client, net, toRead) : { snapshots: {}, complete: true }
  return { snapshots: read.snapshots, checkedAt: read.complete ? startedAt : undefined }
}

/**
 * Checks the active network's watched names while the app is open: at once, when the list
 * changes, every WATCH_INTERVAL_MS while the tab is visible, and again when it regains focus;
 * after a failed check it backs off exponentially (checkWhileOpen).
 * `onChanges` hears what changed (never the first sight of a name).
 */
export function useWatchlistWatcher(onChanges: (changes: WatchChange[]) => void): void {
  const { network } = useNetwork()
  const client = useQueryClient()
  const listen = useRef(onChanges)
  useEffect(() => {
    listen.current = onChanges
  })
  const namesKey = useWatchedNamesKey(network.id)
  useEffect(() => {
    if (!namesKey) return
    return checkWhileOpen(
      async (stopped) => {
        const { snapshots, checkedAt } = await checkWatched(client, network, watchlistStore.get(network.id))
        if (stopped()) return
        const changes = watchlistStore.recordCheck(network.id, snapshots, checkedAt)
        if (changes.length) listen.current(changes)
      },
      WATCH_INTERVAL_MS,
      'Watchlist',
    )
  }, [client, network, namesKey])
}

/** The starred names as one string: the watcher restarts (and checks) when the list changes. */
function useWatchedNamesKey(net: NetworkConfig['id']): string {
  return useSyncExternalStore(watchlistStore.subscribe, () => watchlistStore.get(net).names.join(','))
}
