/**
 * Which records must be read past the API's cache. The API's CDN answers from its cache for a
 * while after a write, so a just-bought, listed, minted or edited name would show its old state
 * (a just-minted one, a cached 404: "available"). After a write the touched name is marked here
 * for a short window; getName then asks with nocache=true, and with poll=true while a fresh mint
 * settles (a 204 instead of a 404 until the record exists). Outside that window neither is sent:
 * the API asks clients to use them only around these transitions.
 */
import type { NetworkId } from '@/config/networks'

/** Long enough to cover the refetches a write causes and a visit to the name right after. */
export const FRESH_READ_WINDOW_MS = 60_000

export interface Freshness {
  nocache?: true
  poll?: true
}

const marks = new Map<string, { until: number; poll: boolean }>()
const keyOf = (net: NetworkId, name: string) => `${net}\u0000${name}`

export function markFresh(net: NetworkId, name: string, opts: { poll?: boolean; now?: number } = {}): void {
  const now = opts.now ?? Date.now()
  marks.set(keyOf(net, name), { until: now + FRESH_READ_WINDOW_MS, poll: Boolean(opts.poll) })
}

/** What a read of this name must add to its query now: nothing outside a window. */
export function freshnessOf(net: NetworkId, name: string, now = Date.now()): Freshness {
  const key = keyOf(net, name)
  const mark = marks.get(key)
  if (!mark) return {}
  if (mark.until <= now) {
    marks.delete(key)
    return {}
  }
  return mark.poll ? { nocache: true, poll: true } : { nocache: true }
}

/** Tests start clean. */
export function clearFreshMarks(): void {
  marks.clear()
}
