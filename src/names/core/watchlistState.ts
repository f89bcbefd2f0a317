/**
 * The watchlist as stored, one per network: the starred names (newest first), the snapshot of
 * each from the last check, and the names whose change the user has not seen yet. Read entry by
 * entry: a name, snapshot or unseen mark that fails its check is dropped alone (and logged); the
 * rest of the list stays. Version 1 was the bare object; version 2 wraps it in `{version, data}`.
 */
import type { NetworkId } from '@/config/networks'
import {
  decodeStoredText,
  encodeStored,
  isPlainRecord,
  keepEntries,
  type DropEntry,
  type StoredFormat,
} from '@/lib/storedFormat'
import { isApiName } from './validation'
import { isWatchSnapshot, type WatchSnapshot } from './watchSnapshot'

export const WATCHLIST_MAX = 200

export interface WatchlistState {
  names: string[]
  seen: Record<string, WatchSnapshot>
  /** Starred names that changed since the user last opened the Watchlist page. */
  unseen: string[]
  /** When every snapshot in `seen` was last known current (RFC 3339): later checks ask only what changed since. */
  checkedAt?: string
}

export const emptyWatchlist = (): WatchlistState => ({ names: [], seen: {}, unseen: [] })

export const watchlistKey = (net: NetworkId) => `nfd-watchlist:v1:${net}`

// Any name the app can open (emoji included) can be starred, so any such name is kept.
const isName = (value: unknown): value is string => typeof value === 'string' && isApiName(value)

/** Unique names from `list`, in order, among `allowed` when given; the others dropped. */
function readNames(list: unknown, drop: DropEntry, allowed?: readonly string[]): string[] {
  const names: string[] = []
  for (const name of keepEntries(list, isName, drop, 'not a name')) {
    if (names.includes(name)) drop('duplicate', name)
    else if (allowed && !allowed.includes(name)) drop('not watched', name)
    else names.push(name)
  }
  return names
}

/** Whatever was stored, as a watchlist: every good entry kept, every bad one dropped alone. Pure. */
function readWatchlist(raw: unknown, drop: DropEntry): WatchlistState {
  if (!isPlainRecord(raw)) {
    if (raw !== null) drop('not a watchlist', raw)
    return emptyWatchlist()
  }
  const all = readNames(raw.names, drop)
  const names = all.slice(0, WATCHLIST_MAX)
  if (all.length > names.length) drop('over the limit', all.slice(WATCHLIST_MAX))
  const unseen = readNames(raw.unseen, drop, names)
  const seen: Record<string, WatchSnapshot> = {}
  if (isPlainRecord(raw.seen)) {
    for (const [name, snapshot] of Object.entries(raw.seen)) {
      if (!names.includes(name)) drop('snapshot of a name not watched', name)
      else if (!isWatchSnapshot(snapshot)) drop('invalid snapshot', { [name]: snapshot })
      else seen[name] = { state: snapshot.state, price: snapshot.price }
    }
  } else if (raw.seen !== undefined) drop('snapshots not a record', raw.seen)
  const checkedAt =
    typeof raw.checkedAt === 'string' && !Number.isNaN(Date.parse(raw.checkedAt)) ? raw.checkedAt : undefined
  return { names, seen, unseen, ...(checkedAt ? { checkedAt } : {}) }
}

const watchlistFormat: StoredFormat<WatchlistState> = {
  what: 'Watchlist',
  version: 2,
  // Version 1 stored the same three fields without an envelope.
  upgrades: { 1: (data) => data },
  read: readWatchlist,
}

/** JSON text to state, keeping every valid entry. Never throws. */
export function parseWatchlistText(text: string): WatchlistState {
  return decodeStoredText(text, watchlistFormat)
}

export function serializeWatchlist({ names, seen, unseen, checkedAt }: WatchlistState): string {
  return encodeStored(watchlistFormat, { names, seen, unseen, ...(checkedAt ? { checkedAt } : {}) })
}
