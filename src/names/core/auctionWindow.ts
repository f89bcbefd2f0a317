/**
 * When an expired name's reverse auction runs: from its expiry for AUCTION_DAYS, its price falling
 * to the renewal (base) price. Pure facts the core and the auction feature both read; `now` is
 * passed in. The contract keeps the live duration (the registry's expiredAuctionDuration), which
 * the app does not read: it uses the documented 28 days.
 */
export const AUCTION_DAYS = 28
const DAY_MS = 86_400_000

/** When the price reaches the base price: the end of the auction. */
export function auctionEndsAt(expiresAt: number, days = AUCTION_DAYS): number {
  return expiresAt + days * DAY_MS
}

/**
 * The auction running at `now` for a name that expired at `expiresAt` (ms), with when it ends;
 * null when the name has not expired, its auction is over, or its expiry is not known.
 */
export function auctionWindowOf(expiresAt: number | null, now: number): { endsAt: number } | null {
  if (expiresAt === null || !Number.isFinite(expiresAt) || expiresAt > now) return null
  const endsAt = auctionEndsAt(expiresAt)
  return now < endsAt ? { endsAt } : null
}

/**
 * Decimals to show of a falling auction price: it moves every second, so each read differs in
 * its last digits; whole ALGO from 100 ALGO up, cents below (the group states the exact amount).
 */
export function auctionDecimals(microalgos: number): number {
  return microalgos >= 100_000_000 ? 0 : 2
}
