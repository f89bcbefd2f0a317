/**
 * Submitted transactions that have not been seen confirmed yet, kept in localStorage so a
 * reload (or a closed tab) does not lose them: on return the app asks algod how they ended.
 * Whatever is stored is validated on read; anything odd is dropped, never trusted.
 */
import { isNetworkId, type NetworkId } from '@/config/networks'
import { logger } from '@/lib/logger'

export const PENDING_TX_KEY = 'nfd:pending-txns'

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

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

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

export function readPendingTxs(storage: StorageLike | null = defaultStorage()): PendingTx[] {
  if (!storage) return []
  try {
    const text = storage.getItem(PENDING_TX_KEY)
    if (!text) return []
    const parsed = JSON.parse(text) as unknown
    return Array.isArray(parsed) ? parsed.filter(isPendingTx) : []
  } catch (error) {
    logger.warn('Pending transactions unreadable; dropped', error)
    return []
  }
}

function write(storage: StorageLike, list: PendingTx[]): void {
  try {
    if (list.length === 0) storage.removeItem(PENDING_TX_KEY)
    else storage.setItem(PENDING_TX_KEY, JSON.stringify(list))
  } catch (error) {
    logger.warn('Could not save pending transactions', error)
  }
}

export function savePendingTx(tx: PendingTx, storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return
  write(storage, [...readPendingTxs(storage).filter((t) => t.txId !== tx.txId), tx])
}

export function clearPendingTx(txId: string, storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return
  write(
    storage,
    readPendingTxs(storage).filter((t) => t.txId !== txId),
  )
}
