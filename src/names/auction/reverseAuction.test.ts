import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { auctionEndsAt } from '../core/auctionWindow'
import { auctionPrice, auctionSchedule } from './reverseAuction'

const DAY = 86_400_000
const EXPIRED = Date.parse('2026-11-01T00:00:00Z')

describe('reverse auction', () => {
  it('falls from the start price to the base price over 28 days', () => {
    expect(auctionPrice(10_000, 100, 0)).toBe(10_000)
    expect(auctionPrice(10_000, 100, 0.5)).toBe(1_000)
    expect(auctionPrice(10_000, 100, 1)).toBe(100)
    expect(auctionEndsAt(EXPIRED)).toBe(EXPIRED + 28 * DAY)
  })

  it('schedules from the quote of now, weekly, to the base price at the end', () => {
    const now = EXPIRED + 14 * DAY
    const steps = auctionSchedule(1_000, 100, EXPIRED, now)
    expect(steps.map((s) => (s.at - EXPIRED) / DAY)).toEqual([14, 21, 28])
    expect(steps.map((s) => s.price)).toEqual([1_000, 316, 100])
  })

  it('after the auction, or for the owner (quoted at base), is just the base price', () => {
    expect(auctionSchedule(100, 100, EXPIRED, EXPIRED + DAY)).toEqual([{ at: EXPIRED + DAY, price: 100 }])
    expect(auctionSchedule(500, 100, EXPIRED, EXPIRED + 40 * DAY)).toEqual([{ at: EXPIRED + 40 * DAY, price: 100 }])
  })

  it('never rises, starts at the quote and ends at the base price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 27 * DAY }),
        fc.integer({ min: 1, max: 10 }),
        (base, extra, elapsed, stepDays) => {
          const current = base + extra
          const steps = auctionSchedule(current, base, EXPIRED, EXPIRED + elapsed, stepDays)
          expect(steps[0]?.price).toBe(current)
          expect(steps.at(-1)).toEqual({ at: auctionEndsAt(EXPIRED), price: base })
          for (let i = 1; i < steps.length; i += 1) {
            expect(steps[i]!.price).toBeLessThanOrEqual(steps[i - 1]!.price)
            expect(steps[i]!.at).toBeGreaterThan(steps[i - 1]!.at)
          }
        },
      ),
    )
  })
})
