/**
 * Export and import of a watchlist as JSON: `{ "network": "mainnet", "names": [...] }`.
 * An import may also be a bare array of names. Bad input gets a message that says what is wrong.
 */
import type { NetworkId } from '@/config/networks'
import { validateNameInput } from '../core/validation'
import { WATCHLIST_MAX } from './watchlistState'

const WATCHLIST_FILE_FORMAT = 'nfd-watchlist'

export function exportWatchlist(network: NetworkId, names: readonly string[]): string {
  return JSON.stringify({ format: WATCHLIST_FILE_FORMAT, network, names }, null, 2)
}

export type WatchlistImport = { ok: true; names: string[]; network: string | null } | { ok: false; message: string }

export function parseWatchlistImport(text: string): WatchlistImport {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: 'This file is not JSON: export a watchlist from this app and import that file.' }
  }
  const obj = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null
  const list = Array.isArray(raw) ? raw : obj?.names
  if (!Array.isArray(list)) return { ok: false, message: 'The file has no list of names ("names": [...]).' }
  if (list.length > WATCHLIST_MAX) return { ok: false, message: `A watchlist holds at most ${WATCHLIST_MAX} names.` }
  const names: string[] = []
  for (const item of list) {
    const checked = typeof item === 'string' ? validateNameInput(item) : null
    if (!checked?.ok) {
      const shown = typeof item === 'string' ? `"${item.slice(0, 40)}"` : JSON.stringify(item)?.slice(0, 40)
      return { ok: false, message: `${shown} is not a valid name${checked ? `: ${checked.message}` : ''}` }
    }
    if (!names.includes(checked.name)) names.push(checked.name)
  }
  const network = typeof obj?.network === 'string' ? obj.network : null
  return { ok: true, names, network }
}
