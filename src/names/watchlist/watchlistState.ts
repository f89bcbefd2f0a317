/**
 * The watchlist as stored, one per network: the starred names (newest first), the snapshot of
 * each from the last check, and the names whose change the user has not seen yet. Validated
 * strictly like the wallet state (src/wallet/persist.ts): anything that is not exactly what we
 * write is discarded whole.
 */
import type { NetworkId } from '@/config/networks'
import { isValidName } from '../core/validation'
import { isWatchSnapshot, type WatchSnapshot } from './watchSnapshot'

export const WATCHLIST_MAX = 200

export interface WatchlistState {
  names: string[]
  seen: Record<string, WatchSnapshot>
  /** Starred names that changed since the user last opened the Watchlist page. */
  unseen: string[]
}

export const emptyWatchlist = (): WatchlistState => ({ names: [], seen: {}, unseen: [] })

export const watchlistKey = (net: NetworkId) => `nfd-watchlist:v1:${net}`

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Lowercase, valid, unique names, at most WATCHLIST_MAX. */
function isNameList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= WATCHLIST_MAX &&
    value.every((name) => typeof name === 'string' && isValidName(name)) &&
    new Set(value).size === value.length
  )
}

/** The state as stored, or null when it is not exactly what we write. Pure. */
export function parseWatchlistState(raw: unknown): WatchlistState | null {
  if (!isRecord(raw) || Object.keys(raw).length !== 3) return null
  const { names, seen, unseen } = raw
  if (!isNameList(names) || !isNameList(unseen) || !isRecord(seen)) return null
  if (!unseen.every((name) => names.includes(name))) return null
  const entries = Object.entries(seen)
  if (!entries.every(([name, snapshot]) => names.includes(name) && isWatchSnapshot(snapshot))) return null
  return {
    names: [...names],
    unseen: [...unseen],
    seen: Object.fromEntries(entries.map(([name, s]) => [name, { ...(s as WatchSnapshot) }])),
  }
}

/** JSON text to state; null for anything else. Never throws. */
export function parseWatchlistText(text: string): WatchlistState | null {
  try {
    return parseWatchlistState(JSON.parse(text))
  } catch {
    return null
  }
}

export function serializeWatchlist({ names, seen, unseen }: WatchlistState): string {
  return JSON.stringify({ names, seen, unseen })
}
