/**
 * The registry sets a name's yearly price in US dollars and takes it in ALGO:
 * by the length of the label, $315, $90, $30, $12, then $6 from five characters, raised 2% every
 * 2 September from 2025. A segment costs the $5 platform fee plus the price its root's owner
 * set (segmentPriceUsd, in cents), which the root's owner does not pay.
 * Labels outside a–z and 0–9 get none either: how the registry counts their length is not known,
 * and a wrong dollar figure is worse than none.
 */
import { centsToDollars, roundDollars } from '@/lib/money'

const BY_LENGTH_USD = [315, 90, 30, 12] as const
const FIVE_OR_MORE_USD = 6
const YEARLY_RAISE = 1.02
const FIRST_RAISE = { year: 2025, month: 8, day: 2 } // 2 September (months from 0)

function raisesBy(at: Date): number {
  let raises = 0
  for (let year = FIRST_RAISE.year; Date.UTC(year, FIRST_RAISE.month, FIRST_RAISE.day) <= at.getTime(); year++) {
    raises++
  }
  return raises
}

/** The rule itself: US dollars for a year of a root label of this many characters. */
export function usdByLength(length: number, at: Date): number {
  const base = BY_LENGTH_USD[length - 1] ?? FIVE_OR_MORE_USD
  return roundDollars(base * YEARLY_RAISE ** raisesBy(at), 'halfUp')
}

/** US dollars for one year of a root name such as "alice.algo"; null where the rule does not say. */
export function yearlyPriceUsd(name: string, at: Date): number | null {
  const match = /^([a-z0-9]+)\.algo$/.exec(name)
  return match?.[1] ? usdByLength(match[1].length, at) : null
}

export const SEGMENT_FEE_USD = 5

/** US dollars for one year of a segment of `root`; null when its price is not readable. */
export function segmentYearlyPriceUsd(
  root: { properties?: { internal?: Record<string, string> } },
  mintedByRootOwner: boolean,
): number | null {
  if (mintedByRootOwner) return SEGMENT_FEE_USD
  const cents = root.properties?.internal?.segmentPriceUsd ?? ''
  return /^\d+$/.test(cents) ? SEGMENT_FEE_USD + centsToDollars(Number(cents)) : null
}

/**
 * The dollar value of a mint quote: the quote is the yearly price plus the carry cost, both in
 * ALGO, so the registry's own rate (yearly dollars over yearly µALGO) prices the whole of it.
 */
export function mintQuoteUsd(
  name: string,
  quote: { price: number; carryCost: number },
  at: Date,
  yearly: number | null = yearlyPriceUsd(name, at),
): number | null {
  const yearlyMicroalgos = quote.price - quote.carryCost
  if (yearly === null || yearlyMicroalgos <= 0) return null
  return roundDollars((yearly * quote.price) / yearlyMicroalgos, 'halfUp')
}
