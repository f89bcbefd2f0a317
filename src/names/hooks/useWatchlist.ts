import { useCallback, useSyncExternalStore } from 'react'
import { useNetwork } from '@/wallet/react'
import { watchlistStore } from '../core/watchlistStore'

/** The active network's watchlist and its actions. */
export function useWatchlist() {
  const { network } = useNetwork()
  const net = network.id
  const state = useSyncExternalStore(watchlistStore.subscribe, () => watchlistStore.get(net))
  return {
    state,
    isWatched: useCallback((name: string) => state.names.includes(name), [state]),
    toggle: useCallback((name: string) => watchlistStore.toggle(net, name), [net]),
    add: useCallback((names: readonly string[]) => watchlistStore.add(net, names), [net]),
    markSeen: useCallback(() => watchlistStore.markSeen(net), [net]),
  }
}
