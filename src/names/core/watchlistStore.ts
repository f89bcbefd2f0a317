/**
 * The watchlists of every network, in memory and in localStorage (one key a network). Storage
 * may be disabled, full or hold garbage: a bad entry is dropped alone and logged, and the app keeps
 * working in memory. No React here: hooks read it through useSyncExternalStore.
 */
import type { NetworkId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { applyWatchCheck } from './applyWatchCheck'
import type { WatchChange } from './watchDiff'
import {
  emptyWatchlist,
  parseWatchlistText,
  serializeWatchlist,
  watchlistKey,
  WATCHLIST_MAX,
  type WatchlistState,
} from './watchlistState'
import type { WatchSnapshot } from './watchSnapshot'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export interface WatchlistStore {
  get(net: NetworkId): WatchlistState
  subscribe(listener: () => void): () => void
  toggle(net: NetworkId, name: string): void
  /** Adds names not yet starred (an import); returns how many were new. */
  add(net: NetworkId, names: readonly string[]): number
  recordCheck(net: NetworkId, snapshots: Readonly<Record<string, WatchSnapshot>>, checkedAt?: string): WatchChange[]
  markSeen(net: NetworkId): void
}

export function createWatchlistStore(storage: StorageLike | null): WatchlistStore {
  const states = new Map<NetworkId, WatchlistState>()
  const listeners = new Set<() => void>()

  const load = (net: NetworkId): WatchlistState => {
    let text: string | null = null
    try {
      text = storage?.getItem(watchlistKey(net)) ?? null
    } catch (error) {
      logger.warn('Watchlist: load failed', error)
    }
    if (text === null) return emptyWatchlist()
    return parseWatchlistText(text)
  }

  const get = (net: NetworkId): WatchlistState => {
    let state = states.get(net)
    if (!state) {
      state = load(net)
      states.set(net, state)
    }
    return state
  }

  const set = (net: NetworkId, next: WatchlistState) => {
    states.set(net, next)
    try {
      storage?.setItem(watchlistKey(net), serializeWatchlist(next))
    } catch (error) {
      logger.warn('Watchlist: save failed', error)
    }
    for (const listener of listeners) listener()
  }

  const withNames = (state: WatchlistState, names: string[]): WatchlistState => ({
    names,
    seen: Object.fromEntries(Object.entries(state.seen).filter(([n]) => names.includes(n))),
    unseen: state.unseen.filter((n) => names.includes(n)),
    ...(state.checkedAt ? { checkedAt: state.checkedAt } : {}),
  })

  return {
    get,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    toggle(net, name) {
      const state = get(net)
      const starred = state.names.includes(name)
      if (!starred && state.names.length >= WATCHLIST_MAX) return
      set(net, withNames(state, starred ? state.names.filter((n) => n !== name) : [name, ...state.names]))
    },
    add(net, names) {
      const state = get(net)
      const fresh = names.filter((n) => !state.names.includes(n)).slice(0, WATCHLIST_MAX - state.names.length)
      if (fresh.length) set(net, withNames(state, [...fresh, ...state.names]))
      return fresh.length
    },
    recordCheck(net, snapshots, checkedAt) {
      const { state, changes } = applyWatchCheck(get(net), snapshots, checkedAt)
      set(net, state)
      return changes
    },
    markSeen(net) {
      const state = get(net)
      if (state.unseen.length) set(net, { ...state, unseen: [] })
    },
  }
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Reading window.localStorage itself throws when storage is disabled.
    return null
  }
}

export const watchlistStore = createWatchlistStore(browserStorage())
