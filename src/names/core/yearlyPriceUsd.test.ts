import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mintQuoteUsd, segmentYearlyPriceUsd, yearlyPriceUsd } from './yearlyPriceUsd'

const BEFORE_RAISES = new Date('2025-09-01T23:59:59Z')
const AFTER_FIRST = new Date('2025-09-02T00:00:00Z')
const AFTER_SECOND = new Date('2026-11-23T12:00:00Z')

describe('yearlyPriceUsd', () => {
  it('follows the length table before the first raise', () => {
    expect(
      ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdefghij'].map((l) => yearlyPriceUsd(`${l}.algo`, BEFORE_RAISES)),
    ).toEqual([315, 90, 30, 12, 6, 6])
  })

  it('rises 2% on 2 September each year from 2025', () => {
    expect(yearlyPriceUsd('alice.algo', AFTER_FIRST)).toBe(6.12)
    expect(yearlyPriceUsd('alice.algo', AFTER_SECOND)).toBe(6.24)
    expect(yearlyPriceUsd('abc.algo', AFTER_SECOND)).toBe(31.21)
  })

  it('has no figure for a segment, a label it cannot measure, or something that is not a name', () => {
    expect(yearlyPriceUsd('mail.alice.algo', AFTER_SECOND)).toBeNull()
    expect(yearlyPriceUsd('🔥.algo', AFTER_SECOND)).toBeNull()
    expect(yearlyPriceUsd('alice', AFTER_SECOND)).toBeNull()
    expect(yearlyPriceUsd('.algo', AFTER_SECOND)).toBeNull()
  })

  it('never falls as time passes, and never for a longer label', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,27}$/)
    const date = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2040-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(label, date, date, (l, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(yearlyPriceUsd(`${l}.algo`, late)!).toBeGreaterThanOrEqual(yearlyPriceUsd(`${l}.algo`, early)!)
        expect(yearlyPriceUsd(`${l}x.algo`, early)!).toBeLessThanOrEqual(yearlyPriceUsd(`${l}.algo`, early)!)
      }),
    )
  })
})

describe('mintQuoteUsd', () => {
  it("prices the whole quote, carry cost included, at the registry's own rate", () => {
    // $6.24 a year quoted as 31.2 ALGO, plus 2.5 ALGO of carry cost: 33.7 ALGO at $0.20.
    expect(mintQuoteUsd('alice.algo', { price: 33_700_000, carryCost: 2_500_000 }, AFTER_SECOND)).toBe(6.74)
    expect(mintQuoteUsd('alice.algo', { price: 31_200_000, carryCost: 0 }, AFTER_SECOND)).toBe(6.24)
  })

  it('has no figure where the yearly price has none or the quote is all carry cost', () => {
    expect(mintQuoteUsd('mail.alice.algo', { price: 33_700_000, carryCost: 2_500_000 }, AFTER_SECOND)).toBeNull()
    expect(mintQuoteUsd('alice.algo', { price: 2_500_000, carryCost: 2_500_000 }, AFTER_SECOND)).toBeNull()
  })
})

describe('segmentYearlyPriceUsd', () => {
  const root = (segmentPriceUsd?: string) => ({
    properties: { internal: (segmentPriceUsd ? { segmentPriceUsd } : {}) as Record<string, string> },
  })

  it("is the root owner's price (cents) plus the $5 fee", () => {
    expect(segmentYearlyPriceUsd(root('500'), false)).toBe(10)
    expect(segmentYearlyPriceUsd(root('1250'), false)).toBe(17.5)
  })

  it("is the fee alone for the root's owner", () => {
    expect(segmentYearlyPriceUsd(root('1250'), true)).toBe(5)
  })

  it('is unknown when the price is not readable', () => {
    expect(segmentYearlyPriceUsd(root(), false)).toBeNull()
    expect(segmentYearlyPriceUsd(root('5.5'), false)).toBeNull()
  })
})
