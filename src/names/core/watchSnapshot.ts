/** What the watchlist remembers of a name between checks: its state and its asking price. */
import type { NfdRecord, NfdState } from '../api/types'

export interface WatchSnapshot {
  state: NfdState
  /** µALGO while listed, else null. */
  price: number | null
}

export const SNAPSHOT_STATES: readonly NfdState[] = ['available', 'minting', 'reserved', 'forSale', 'owned', 'expired']

/** A record (null: not minted, so available) as a snapshot. */
export function snapshotOf(record: NfdRecord | null): WatchSnapshot {
  if (!record) return { state: 'available', price: null }
  const state: NfdState = record.expired ? 'expired' : (record.state ?? 'owned')
  const price = state === 'forSale' && typeof record.sellAmount === 'number' ? record.sellAmount : null
  return { state, price }
}

export function isWatchSnapshot(value: unknown): value is WatchSnapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { state, price } = value as Record<string, unknown>
  return (
    SNAPSHOT_STATES.includes(state as NfdState) &&
    (price === null || (typeof price === 'number' && Number.isSafeInteger(price) && price >= 0))
  )
}
