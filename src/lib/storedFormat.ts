/**
 * Stored documents with a version, read entry by entry. A document is `{ version, data }`; a value
 * written before versions existed (no envelope) is version 1. Older data is upgraded one version at
 * a time, then the format reads it leniently: an entry that fails its check is dropped alone and
 * logged, and the rest stay. Pure apart from the log; never throws.
 */
import { logger } from './logger'

/** Called for each entry a reader leaves out: the reason, for the log. */
export type DropEntry = (reason: string, entry: unknown) => void

export interface StoredFormat<T> {
  /** What the log calls this data ("Watchlist"). */
  what: string
  version: number
  /** `upgrades[n]` turns data of version n into data of version n + 1. */
  upgrades: Readonly<Record<number, (data: unknown) => unknown>>
  /** Reads current-version data, dropping bad entries through `drop`. */
  read: (data: unknown, drop: DropEntry) => T
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function envelopeOf(raw: unknown): { version: number; data: unknown } {
  if (isPlainRecord(raw) && Number.isSafeInteger(raw.version) && 'data' in raw) {
    return { version: raw.version as number, data: raw.data }
  }
  return { version: 1, data: raw }
}

/** The stored value (already JSON-parsed) unwrapped and upgraded to the current version, not yet read. */
export function upgradeStoredValue(raw: unknown, format: Omit<StoredFormat<unknown>, 'read'>): unknown {
  let { version, data } = envelopeOf(raw)
  if (version > format.version) {
    // Written by a newer app: read what this one understands.
    logger.warn(`${format.what}: stored version ${version} is newer than ${format.version}`)
  }
  while (version < format.version) {
    const upgrade = format.upgrades[version]
    if (upgrade) data = upgrade(data)
    version += 1
  }
  return data
}

/** The stored value (already JSON-parsed) as current data; bad entries are dropped and logged. */
function decodeStoredValue<T>(raw: unknown, format: StoredFormat<T>): T {
  const drop: DropEntry = (reason, entry) => logger.warn(`${format.what}: dropped a stored entry (${reason})`, entry)
  return format.read(upgradeStoredValue(raw, format), drop)
}

/** Stored text as current data; text that is not JSON reads as `null` data (an empty value). */
export function decodeStoredText<T>(text: string, format: StoredFormat<T>): T {
  let raw: unknown = null
  try {
    raw = JSON.parse(text)
  } catch (error) {
    logger.warn(`${format.what}: stored value is not JSON`, error)
  }
  return decodeStoredValue(raw, format)
}

export function encodeStored<T>(format: Pick<StoredFormat<T>, 'version'>, data: T): string {
  return JSON.stringify({ version: format.version, data })
}

/** The entries of a list that pass `accept` (a non-list is empty); each other one is dropped through `drop`. */
export function keepEntries<T>(
  list: unknown,
  accept: (entry: unknown) => entry is T,
  drop: DropEntry,
  reason = 'invalid',
): T[] {
  if (!Array.isArray(list)) {
    if (list !== undefined && list !== null) drop('not a list', list)
    return []
  }
  const kept: T[] = []
  for (const entry of list) {
    if (accept(entry)) kept.push(entry)
    else drop(reason, entry)
  }
  return kept
}
