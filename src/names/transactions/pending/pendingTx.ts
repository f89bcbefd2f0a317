/**
 * Submitted transactions that have not been seen confirmed yet, kept in localStorage so a
 * reload (or a closed tab) does not lose them: on return the app asks algod how they ended.
 * Whatever is stored is validated on read, entry by entry; anything odd is dropped alone and logged.
 */
import { isNetworkId, type NetworkId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { decodeStoredText, encodeStored, keepEntries, type StoredFormat } from '@/lib/storedFormat'

/** One key per transaction: two tabs adding or clearing their own never rewrite each other's. */
export const PENDING_TX_PREFIX = 'nfd:pending-txn:'
/** The older single list, read so a transaction pending across an upgrade is not forgotten. */
export const LEGACY_PENDING_TX_KEY = 'nfd:pending-txns'

export interface PendingTx {
  txId: string
  network: NetworkId
  /** The name the action was about (to refresh its queries). */
  name: string
  /** What the user did, for the message: "Buy alice.algo". */
  label: string
  /** The group's last valid round, as a decimal string (bigint does not go through JSON). */
  lastValid: string
  submittedAt: number
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function isPendingTx(value: unknown): value is PendingTx {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.txId === 'string' &&
    /^[A-Z2-7]{52}$/.test(v.txId) &&
    isNetworkId(v.network) &&
    typeof v.name === 'string' &&
    typeof v.label === 'string' &&
    typeof v.lastValid === 'string' &&
    /^\d{1,20}$/.test(v.lastValid) &&
    typeof v.submittedAt === 'number' &&
    Number.isFinite(v.submittedAt)
  )
}

/** Version 1 stored the bare transaction (one key each) or, under the legacy key, a bare list. */
const pendingTxFormat: StoredFormat<PendingTx[]> = {
  what: 'Pending transactions',
  version: 2,
  upgrades: { 1: (data) => data },
  read: (data, drop) => (data === null ? [] : keepEntries(Array.isArray(data) ? data : [data], isPendingTx, drop)),
}

function parse(text: string | null): PendingTx[] {
  return text ? decodeStoredText(text, pendingTxFormat) : []
}

function keysOf(storage: StorageLike): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key?.startsWith(PENDING_TX_PREFIX)) keys.push(key)
  }
  return keys
}

export function readPendingTxs(storage: StorageLike | null = defaultStorage()): PendingTx[] {
  if (!storage) return []
  try {
    const entries = [
      ...keysOf(storage).flatMap((key) => parse(storage.getItem(key))),
      ...parse(storage.getItem(LEGACY_PENDING_TX_KEY)),
    ]
    const byId = new Map(entries.map((tx) => [tx.txId, tx]))
    return [...byId.values()].sort((a, b) => a.submittedAt - b.submittedAt)
  } catch (error) {
    logger.warn('Pending transactions unreadable; dropped', error)
    return []
  }
}

function attempt(what: string, write: () => void): void {
  try {
    write()
  } catch (error) {
    logger.warn(`Could not ${what} a pending transaction`, error)
  }
}

export function savePendingTx(tx: PendingTx, storage: StorageLike | null = defaultStorage()): void {
  if (storage) attempt('save', () => storage.setItem(PENDING_TX_PREFIX + tx.txId, encodeStored(pendingTxFormat, [tx])))
}

export function clearPendingTx(txId: string, storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return
  attempt('clear', () => {
    storage.removeItem(PENDING_TX_PREFIX + txId)
    const legacy = parse(storage.getItem(LEGACY_PENDING_TX_KEY))
    const kept = legacy.filter((t) => t.txId !== txId)
    if (kept.length === legacy.length) return
    if (kept.length === 0) storage.removeItem(LEGACY_PENDING_TX_KEY)
    else storage.setItem(LEGACY_PENDING_TX_KEY, encodeStored(pendingTxFormat, kept))
  })
}
