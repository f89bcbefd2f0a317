import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { divideRounded, scaleToInteger, unitsToDecimal } from './decimal'

const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })
const divisor = fc.bigInt({ min: 1n, max: 10n ** 12n })

describe('divideRounded', () => {
  it('down truncates toward zero: n = q·d + r with |r| < d and r carrying the sign of n', () => {
    fc.assert(
      fc.property(big, divisor, (n, d) => {
        const q = divideRounded(n, d, 'down')
        const r = n - q * d
        expect(r < 0n ? -r : r).toBeLessThan(d)
        expect(r === 0n || r < 0n === n < 0n).toBe(true)
      }),
    )
  })

  it('halfUp is sign(n) · floor((2|n| + d) / 2d)', () => {
    fc.assert(
      fc.property(big, divisor, (n, d) => {
        const abs = n < 0n ? -n : n
        const magnitude = (2n * abs + d) / (2n * d)
        expect(divideRounded(n, d, 'halfUp')).toBe(n < 0n ? -magnitude : magnitude)
      }),
    )
  })

  it('examples', () => {
    expect(divideRounded(15n, 10n, 'halfUp')).toBe(2n)
    expect(divideRounded(14n, 10n, 'halfUp')).toBe(1n)
    expect(divideRounded(-15n, 10n, 'halfUp')).toBe(-2n)
    expect(divideRounded(-19n, 10n, 'down')).toBe(-1n)
  })
})

describe('scaleToInteger', () => {
  it.each([
    ['1.5', 2, 150n],
    ['.5', 1, 5n],
    ['5.', 1, 50n],
    ['+7', 0, 7n],
    [' 12.34 ', 1, 123n],
    ['1e3', 0, 1000n],
    ['1.25E-1', 3, 125n],
    ['-0', 6, 0n],
    [1e21, 0, 10n ** 21n],
    [5e-324, 6, 0n],
  ] as const)('%s × 10^%i -> %s (down)', (value, decimals, expected) => {
    expect(scaleToInteger(value, decimals, 'down')).toBe(expected)
  })

  it('truncates numbers below 2^53 like Math.trunc', () => {
    fc.assert(
      fc.property(fc.double({ min: -(2 ** 53), max: 2 ** 53, noNaN: true }), (x) => {
        expect(scaleToInteger(x, 0, 'down')).toBe(BigInt(Math.trunc(x)))
      }),
    )
  })

  it('reads a number as the decimal it prints as, not its binary value', () => {
    // The double nearest 36072139749346010 is ...008; the shortest form is what a user meant.
    expect(scaleToInteger(36072139749346010, 0, 'down')).toBe(36072139749346010n)
    expect(scaleToInteger(0.1, 20, 'down')).toBe(10n ** 19n)
  })

  it('rejects non-decimals', () => {
    for (const bad of ['', '.', '-', 'e5', '1e', '0x10', '1_000', 'NaN']) {
      expect(() => scaleToInteger(bad, 0, 'down')).toThrow(RangeError)
    }
  })
})

describe('unitsToDecimal', () => {
  it('is the inverse of scaleToInteger', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 12 }), (units, decimals) => {
        expect(scaleToInteger(unitsToDecimal(units, decimals), decimals, 'down')).toBe(units)
      }),
    )
  })

  it('examples', () => {
    expect(unitsToDecimal(1_500_000n, 6)).toBe('1.5')
    expect(unitsToDecimal(-5n, 2)).toBe('-0.05')
    expect(unitsToDecimal(1_000n, 0, { group: true })).toBe('1,000')
    expect(unitsToDecimal(123_456_789_000n, 2, { group: true, minFractionDigits: 2 })).toBe('1,234,567,890.00')
  })
})
