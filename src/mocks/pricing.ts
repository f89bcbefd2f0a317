/**
 * Mock prices: the V3 USD table (by name length, with its yearly raise) at a fixed mock rate, a
 * 2.5 ALGO carry cost on mint, and the falling reverse-auction price for someone else's expired name.
 */
import type { GetQuoteResponseBody, NfdRecord } from '@/names/api/types'
import { AUCTION_START_USD, auctionFraction, auctionPrice } from '@/names/auction/reverseAuction'
import { usdByLength } from '@/names/core/yearlyPriceUsd'

export const MOCK_ALGO_USD = 0.25
const CARRY_COST = 2_500_000
const SEGMENT_PLATFORM_USD = 5

function usdPerYear(name: string, root: NfdRecord | undefined, buyer: string): number {
  const labels = name.replace(/\.algo$/, '').split('.')
  if (labels.length === 2) {
    // The root's owner pays the platform fee alone.
    const rootCents = root?.owner === buyer ? 0 : Number(root?.properties?.internal?.segmentPriceUsd ?? 0)
    return SEGMENT_PLATFORM_USD + rootCents / 100
  }
  // The registry's rule, with the label counted in code points: the app shows no dollars for
  // labels outside a-z0-9, but the mock still has to quote them.
  return usdByLength([...(labels[0] ?? '')].length, new Date())
}

/** Tests: whether a shown "… ALGO ≈ $…" is the same amount at the mock's rate, to the cent. */
export function isAtMockRate(text: string): boolean {
  const match = /([\d,]+(?:\.\d+)?)\s*ALGO\s*≈\s*\$([\d,]+\.\d{2})/.exec(text)
  if (!match?.[1] || !match[2]) return false
  const [algos, usd] = [match[1], match[2]].map((n) => Number(n.replaceAll(',', ''))) as [number, number]
  return Math.abs(algos * MOCK_ALGO_USD - usd) <= 0.01
}

function usdToMicroalgos(usd: number): number {
  return Math.round((usd / MOCK_ALGO_USD) * 1_000_000)
}

export function quote(
  name: string,
  buyer: string,
  record: NfdRecord | undefined,
  root: NfdRecord | undefined,
): GetQuoteResponseBody {
  const yearly = usdToMicroalgos(usdPerYear(name, root, buyer))
  if (!record)
    return { price: yearly + CARRY_COST, carryCost: CARRY_COST, exists: false, isExpired: false, inAuction: false }
  const isExpired = record.state === 'expired'
  const inAuction = isExpired && record.owner !== buyer
  // The same fall the app models, from the expiry (the name's timeExpires) to now.
  const fraction = auctionFraction(Date.parse(record.timeExpires ?? '') || Date.now(), Date.now())
  const price = inAuction ? auctionPrice(usdToMicroalgos(AUCTION_START_USD), yearly, fraction) : yearly
  return { price, carryCost: 0, exists: true, isExpired, inAuction }
}
