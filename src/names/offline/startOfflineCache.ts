/**
 * Keeps My names', the watchlist's and the last profiles' answers in localStorage for reading offline: restores
 * them into the query cache while offline (at start-up, or when the connection drops), then writes
 * them again a moment after each new answer. Online, a page waits for the network's answer, and
 * shows its failure, rather than old names as if fresh.
 * Loaded after the app starts (the API's schemas come with it), never before its first render.
 */
import type { QueryClient } from '@tanstack/react-query'
import { hashKey, onlineManager } from '@tanstack/react-query'
import { logger } from '@/lib/logger'
import { decodeStoredText, encodeStored } from '@/lib/storedFormat'
import { watchlistStore } from '../core/watchlistStore'
import {
  OFFLINE_QUERIES_KEY,
  entriesToKeep,
  isOfflineQuery,
  offlineEntries,
  offlineQueriesFormat,
  restoreOfflineEntries,
  type IsWatched,
  type OfflineEntry,
} from './offlineQueries'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** Enough for a few accounts' names in a few orders and a full watchlist's records. */
const MAX_ENTRIES = 300
/** The profiles last seen: a record is a few kB, and the store is the origin's few MB. */
const MAX_PROFILES = 40
const SAVE_DELAY_MS = 1000

const watched: IsWatched = (net, name) => watchlistStore.get(net).names.includes(name)

function browserStorage(): StorageLike | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function startOfflineCache(
  client: QueryClient,
  storage: StorageLike | null = browserStorage(),
  isWatched: IsWatched = watched,
): () => void {
  const format = offlineQueriesFormat(isWatched)
  const load = (): OfflineEntry[] => {
    try {
      const text = storage?.getItem(OFFLINE_QUERIES_KEY)
      return text ? decodeStoredText(text, format) : []
    } catch (error) {
      logger.warn('Offline data: load failed', error)
      return []
    }
  }
  const restoreIfOffline = (online: boolean) => {
    if (!online) restoreOfflineEntries(client, load())
  }
  restoreIfOffline(onlineManager.isOnline())
  const stopWatchingOnline = onlineManager.subscribe(restoreIfOffline)

  const save = () => {
    // The cache's answers, and the stored ones it no longer holds (a page left long ago).
    const fresh = offlineEntries(client, isWatched)
    const inCache = new Set(fresh.map((entry) => hashKey(entry.key)))
    const kept = entriesToKeep([...fresh, ...load().filter((entry) => !inCache.has(hashKey(entry.key)))], isWatched, {
      max: MAX_ENTRIES,
      maxProfiles: MAX_PROFILES,
    })
    try {
      storage?.setItem(OFFLINE_QUERIES_KEY, encodeStored(format, kept))
    } catch (error) {
      logger.warn('Offline data: save failed', error)
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    save()
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!isOfflineQuery(event.query.queryKey, isWatched)) return
    clearTimeout(timer)
    timer = setTimeout(flush, SAVE_DELAY_MS)
  })
  // Leaving the page (a reload, a link out) writes what is still waiting.
  globalThis.addEventListener?.('pagehide', flush)
  return () => {
    clearTimeout(timer)
    globalThis.removeEventListener?.('pagehide', flush)
    unsubscribe()
    stopWatchingOnline()
  }
}
