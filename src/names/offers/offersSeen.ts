/**
 * When the user last looked at the offers to an account's names, per network and account, in
 * localStorage: the header counts what arrived after it. A stored value that is not a time is
 * discarded (as if never visited).
 */
import type { NetworkId } from '@/config/networks'
import { logger } from '@/lib/logger'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export const offersSeenKey = (net: NetworkId, address: string) => `nfd-offers-seen:v1:${net}:${address}`

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** ms since the epoch, or null when never seen (or the stored value is corrupt). */
export function loadOffersSeen(net: NetworkId, address: string, store = storage()): number | null {
  try {
    const text = store?.getItem(offersSeenKey(net, address)) ?? null
    if (text === null) return null
    const time = /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(text) ? Date.parse(text) : NaN
    if (Number.isNaN(time)) logger.warn('Offers seen: discarding a corrupt stored time')
    return Number.isNaN(time) ? null : time
  } catch {
    return null
  }
}

/** Dispatched on window after a save, so a badge already on screen recounts. */
export const OFFERS_SEEN_EVENT = 'nfd-offers-seen'

export function saveOffersSeen(net: NetworkId, address: string, at: Date, store = storage()): void {
  try {
    store?.setItem(offersSeenKey(net, address), at.toISOString())
  } catch (error) {
    logger.warn('Offers seen: save failed', error)
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OFFERS_SEEN_EVENT))
}

/** Offers that arrived after `seen` (all of them when never seen). Pure. */
export function countNewOffers(entries: readonly { timestamp: string }[], seen: number | null): number {
  return entries.filter((entry) => seen === null || Date.parse(entry.timestamp) > seen).length
}
