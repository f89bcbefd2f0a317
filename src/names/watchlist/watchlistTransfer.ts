/**
 * Export and import of a watchlist as JSON: `{ "network": "mainnet", "names": [...] }`.
 * An import may also be a bare array of names. Bad input gets a message that says what is wrong.
 */
import type { NetworkId } from '@/config/networks'
import { validateNameInput } from '../core/validation'
import { nameInputMessage } from '../core/nameInputMessage'
import { WATCHLIST_MAX } from '../core/watchlistState'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatNumber } from '@/lib/formatCount'

const messages = i18n('names/watchlist/watchlistTransfer', {
  notJson: 'This file is not JSON: export a watchlist from this app and import that file.',
  noList: 'The file has no list of names ("names": [...]).',
  tooMany: params('A watchlist holds at most {max} names.'),
  invalid: params('{item} is not a valid name'),
  invalidWhy: params('{item} is not a valid name: {reason}'),
})

const WATCHLIST_FILE_FORMAT = 'nfd-watchlist'

export function exportWatchlist(network: NetworkId, names: readonly string[]): string {
  return JSON.stringify({ format: WATCHLIST_FILE_FORMAT, network, names }, null, 2)
}

export type WatchlistImport = { ok: true; names: string[]; network: string | null } | { ok: false; message: string }

export function parseWatchlistImport(text: string): WatchlistImport {
  const t = messages.get()
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: t.notJson }
  }
  const obj = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null
  const list = Array.isArray(raw) ? raw : obj?.names
  if (!Array.isArray(list)) return { ok: false, message: t.noList }
  if (list.length > WATCHLIST_MAX) return { ok: false, message: t.tooMany({ max: formatNumber(WATCHLIST_MAX) }) }
  const names: string[] = []
  for (const item of list) {
    const checked = typeof item === 'string' ? validateNameInput(item) : null
    if (!checked?.ok) {
      const shown = typeof item === 'string' ? `"${item.slice(0, 40)}"` : JSON.stringify(item)?.slice(0, 40)
      const message = checked
        ? t.invalidWhy({ item: shown ?? '', reason: nameInputMessage(checked.problem) })
        : t.invalid({ item: shown ?? '' })
      return { ok: false, message }
    }
    if (!names.includes(checked.name)) names.push(checked.name)
  }
  const network = typeof obj?.network === 'string' ? obj.network : null
  return { ok: true, names, network }
}
