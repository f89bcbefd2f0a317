import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { auctionDecimals, auctionEndsAt, auctionWindowOf } from './auctionWindow'

const DAY = 86_400_000
const EXPIRED = Date.parse('2026-11-01T00:00:00Z')

describe('auctionWindowOf', () => {
  it('runs from the expiry for 28 days, and says when it ends', () => {
    expect(auctionWindowOf(EXPIRED, EXPIRED)).toEqual({ endsAt: EXPIRED + 28 * DAY })
    expect(auctionWindowOf(EXPIRED, EXPIRED + 10 * DAY)).toEqual({ endsAt: EXPIRED + 28 * DAY })
    expect(auctionWindowOf(EXPIRED, EXPIRED + 28 * DAY - 1)).toEqual({ endsAt: EXPIRED + 28 * DAY })
  })

  it('is none before the expiry, once it is over, or with no known expiry', () => {
    expect(auctionWindowOf(EXPIRED, EXPIRED - 1)).toBeNull()
    expect(auctionWindowOf(EXPIRED, EXPIRED + 28 * DAY)).toBeNull()
    expect(auctionWindowOf(null, EXPIRED)).toBeNull()
    expect(auctionWindowOf(Number.NaN, EXPIRED)).toBeNull()
  })

  it('is running exactly while now is within the 28 days after the expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * DAY, max: 60 * DAY }), (offset) => {
        const window = auctionWindowOf(EXPIRED, EXPIRED + offset)
        expect(window !== null).toBe(offset >= 0 && offset < 28 * DAY)
        if (window) expect(window.endsAt).toBe(auctionEndsAt(EXPIRED))
      }),
    )
  })
})

describe('auctionDecimals', () => {
  it('shows whole ALGO from 100 ALGO up, cents below', () => {
    expect(auctionDecimals(412_345_678_901)).toBe(0)
    expect(auctionDecimals(100_000_000)).toBe(0)
    expect(auctionDecimals(99_999_999)).toBe(2)
  })
})
