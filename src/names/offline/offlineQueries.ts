/**
 * What the app keeps for reading offline: the data of My names (an owner's names), of the
 * watchlist (its names' records) and of the profiles last seen (their full records), with the
 * time each was fetched, as a versioned document. Read
 * from and written back to the query cache through its own API (TanStack's dehydrate and hydrate
 * would put their module in the start-up chunk); every entry is checked as a reply from the API
 * is, and a bad one is dropped alone. Nothing else of the cache is kept.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { isPlainRecord, keepEntries, type DropEntry, type StoredFormat } from '@/lib/storedFormat'
import { isNetworkId, type NetworkId } from '@/config/networks'
import { parseRecordReply, parseSearchReply } from '../api/schemas/replies'

export const OFFLINE_QUERIES_KEY = 'algo-names:offline-queries'

/** One query's last answer and when it was fetched (ms since the epoch). */
export interface OfflineEntry {
  key: QueryKey
  data: unknown
  fetchedAt: number
}

/** Whether a name is on the network's watchlist: only those names' records are kept. */
export type IsWatched = (net: NetworkId, name: string) => boolean

/**
 * ['nfd', net, 'owned', …] (My names), ['nfd', net, 'name', name, view] of a watched name, and
 * ['nfd', net, 'name', name, 'full'] of any name (a profile seen).
 */
export function isOfflineQuery(key: QueryKey, isWatched: IsWatched): boolean {
  const [root, net, kind, name, view] = key
  if (root !== 'nfd' || typeof net !== 'string' || !isNetworkId(net)) return false
  if (kind === 'owned') return true
  return kind === 'name' && typeof name === 'string' && (view === 'full' || isWatched(net, name))
}

/** A profile seen, kept for itself: a full record of a name that is not watched. */
function isSeenProfile({ key }: OfflineEntry, isWatched: IsWatched): boolean {
  const [, net, kind, name] = key
  return kind === 'name' && typeof net === 'string' && isNetworkId(net) && !isWatched(net, String(name))
}

/**
 * The entries to store, newest first: at most `max` in all, of which at most `maxProfiles` are
 * profiles merely seen, so browsing never pushes out My names or the watchlist.
 */
export function entriesToKeep(
  entries: readonly OfflineEntry[],
  isWatched: IsWatched,
  { max, maxProfiles }: { max: number; maxProfiles: number },
): OfflineEntry[] {
  let profiles = 0
  return [...entries]
    .sort((a, b) => b.fetchedAt - a.fetchedAt)
    .filter((entry) => !isSeenProfile(entry, isWatched) || ++profiles <= maxProfiles)
    .slice(0, max)
}

/** The answer as the query holds it, checked as the API's reply is; throws when unusable. */
function checkedData(key: QueryKey, data: unknown): unknown {
  if (key[2] === 'name') return data === null ? null : parseRecordReply(data)
  if (key.at(-1) !== 'pages') return parseSearchReply(data)
  if (!isPlainRecord(data) || !Array.isArray(data.pages) || !Array.isArray(data.pageParams)) throw new Error('pages')
  if (!data.pageParams.every((offset) => Number.isSafeInteger(offset))) throw new Error('page offsets')
  return { pages: data.pages.map((page) => parseSearchReply(page)), pageParams: data.pageParams }
}

function readEntry(entry: unknown, isWatched: IsWatched): OfflineEntry | null {
  if (!isPlainRecord(entry) || !Array.isArray(entry.key) || !isOfflineQuery(entry.key, isWatched)) return null
  const { fetchedAt } = entry
  if (typeof fetchedAt !== 'number' || !Number.isSafeInteger(fetchedAt) || fetchedAt <= 0) return null
  try {
    return { key: entry.key, data: checkedData(entry.key, entry.data), fetchedAt }
  } catch {
    return null
  }
}

export function offlineQueriesFormat(isWatched: IsWatched): StoredFormat<OfflineEntry[]> {
  return {
    what: 'Offline data',
    version: 1,
    upgrades: {},
    read: (data: unknown, drop: DropEntry) => {
      const kept: OfflineEntry[] = []
      for (const entry of keepEntries(data, (_entry): _entry is unknown => true, drop)) {
        const read = readEntry(entry, isWatched)
        if (read) kept.push(read)
        else drop('invalid', entry)
      }
      return kept
    },
  }
}

/** The kept queries' last successful answers, as entries to store. */
export function offlineEntries(client: QueryClient, isWatched: IsWatched): OfflineEntry[] {
  return client
    .getQueryCache()
    .findAll({
      predicate: (query) =>
        query.state.status === 'success' && query.state.dataUpdatedAt > 0 && isOfflineQuery(query.queryKey, isWatched),
    })
    .map((query) => ({ key: query.queryKey, data: query.state.data, fetchedAt: query.state.dataUpdatedAt }))
}

/**
 * Puts stored entries in the cache as answers fetched at their own time, marked stale: they are
 * asked again as soon as a page shows them online. An answer the cache already has that is newer wins.
 */
export function restoreOfflineEntries(client: QueryClient, entries: readonly OfflineEntry[]): void {
  for (const { key, data, fetchedAt } of entries) {
    const held = client.getQueryState(key)
    if (held && held.dataUpdatedAt >= fetchedAt) continue
    client.setQueryData(key, data, { updatedAt: fetchedAt })
    // However recent, a kept answer is asked again before it counts as fresh.
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' })
  }
}
