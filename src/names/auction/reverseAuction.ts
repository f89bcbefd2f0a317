/**
 * The reverse auction of an expired name: for AUCTION_DAYS after expiry the price
 * falls from about $100,000 to the normal renewal (base) price, then stays there.
 *
 * The docs give the window and the ends, not the curve: we model it as an exponential fall
 * (the same factor each day), and anchor it to the service's own quote of now. So the price
 * shown for now is always the service's; only the days ahead are the model's projection.
 * Pure: `now` is passed in.
 */
import { AUCTION_DAYS, auctionEndsAt } from '../core/auctionWindow'

export const AUCTION_START_USD = 100_000
const DAY_MS = 86_400_000

/** How far through the auction a moment is: 0 at expiry, 1 at its end (clamped). */
export function auctionFraction(expiresAt: number, at: number, days = AUCTION_DAYS): number {
  return Math.min(1, Math.max(0, (at - expiresAt) / (days * DAY_MS)))
}

/** The modelled price (µALGO) at a fraction of the auction, from `start` down to `base`. */
export function auctionPrice(start: number, base: number, fraction: number): number {
  if (start <= base) return base
  const f = Math.min(1, Math.max(0, fraction))
  return Math.max(base, Math.round(base * (start / base) ** (1 - f)))
}

export interface AuctionStep {
  at: number
  /** µALGO */
  price: number
}

/**
 * The price now (the service's quote) and every `stepDays` after it until the base price, the
 * last step being the end of the auction. Projected with the model through the quote of now.
 */
export function auctionSchedule(
  current: number,
  base: number,
  expiresAt: number,
  now: number,
  stepDays = 7,
  days = AUCTION_DAYS,
): AuctionStep[] {
  const end = auctionEndsAt(expiresAt, days)
  if (now >= end || current <= base) return [{ at: now, price: Math.max(base, Math.min(current, base)) }]
  const f = auctionFraction(expiresAt, now, days)
  const project = (at: number) => {
    const g = auctionFraction(expiresAt, at, days)
    return Math.max(base, Math.round(base * (current / base) ** ((1 - g) / (1 - f))))
  }
  const steps: AuctionStep[] = [{ at: now, price: current }]
  for (let at = now + stepDays * DAY_MS; at < end; at += stepDays * DAY_MS) steps.push({ at, price: project(at) })
  steps.push({ at: end, price: base })
  return steps
}
