import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { NetworkConfig } from '@/config/networks'
import { checkWhileOpen } from '@/lib/checkWhileOpen'
import { logger } from '@/lib/logger'
import { useNetwork } from '@/wallet/react'
import type { WatchChange } from './watchDiff'
import { watchlistStore } from './watchlistStore'
import { snapshotOf, type WatchSnapshot } from './watchSnapshot'
import { nameQueryOptions } from '../hooks/useName'

/** How often an open, visible app checks the watched names and the offers to the user's names. */
export const WATCH_INTERVAL_MS = 120_000

/** Each watched name's current snapshot; a name that fails to load is left out (checked next time). */
async function fetchWatchSnapshots(
  client: QueryClient,
  net: NetworkConfig,
  names: readonly string[],
): Promise<Record<string, WatchSnapshot>> {
  const results = await Promise.allSettled(
    // staleTime 0: a check asks the service, and the Watchlist page shows the same answer.
    names.map((name) => client.fetchQuery({ ...nameQueryOptions(net, name, 'brief'), staleTime: 0 })),
  )
  const snapshots: Record<string, WatchSnapshot> = {}
  results.forEach((result, i) => {
    const name = names[i]
    if (result.status === 'fulfilled' && name) snapshots[name] = snapshotOf(result.value)
    else if (result.status === 'rejected') logger.warn(`Watchlist: could not check ${name}`, result.reason)
  })
  return snapshots
}

/**
 * Checks the active network's watched names while the app is open: at once, when the list
 * changes, every WATCH_INTERVAL_MS while the tab is visible, and again when it regains focus.
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
        const names = watchlistStore.get(network.id).names
        const snapshots = await fetchWatchSnapshots(client, network, names)
        if (stopped()) return
        const changes = watchlistStore.recordCheck(network.id, snapshots)
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
