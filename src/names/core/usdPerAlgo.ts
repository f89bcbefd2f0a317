/**
 * Dollars per ALGO from the market's latest priced events: each analytics event carries its
 * price in µALGO and in dollars at the time. The newest one with both gives the rate; none, no rate.
 */
import { microalgosToAlgos } from '@/lib/money'

export function usdPerAlgo(events: readonly { price: number; priceUsd: number | null }[]): number | null {
  const priced = events.find((e) => e.price > 0 && e.priceUsd !== null && e.priceUsd > 0)
  return priced ? priced.priceUsd! / microalgosToAlgos(priced.price) : null
}
