import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chooseLocale } from './i18n/chooseLocale'
import { locale } from './i18n/localeStore'
import {
  MICROALGOS_PER_ALGO,
  algosToMicroalgos,
  centsToDollars,
  dollarsToCents,
  formatAlgoAmount,
  formatUsdOfAlgos,
  formatAlgos,
  formatUsd,
  microalgosToAlgos,
  roundDollars,
  type Rounding,
} from './money'

// Oracles: JavaScript's own correctly rounded parsing of exponent notation (`${n}e-6`),
// Intl.NumberFormat fed exact decimal strings, and digit-string arithmetic on generated decimals.
const rounding = fc.constantFrom<Rounding>('down', 'halfUp')
const intlMode = (r: Rounding) => (r === 'down' ? 'trunc' : 'halfExpand')
const bigAmount = fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n })
const safeMicro = fc.integer({ min: -1e15 + 1, max: 1e15 - 1 })

/** A generated decimal string and the parts it was built from. */
const decimalString = fc
  .record({
    negative: fc.boolean(),
    whole: fc.bigInt({ min: 0n, max: 10n ** 20n }),
    fraction: fc.stringMatching(/^\d{0,12}$/),
  })
  .map((d) => ({ ...d, text: `${d.negative ? '-' : ''}${d.whole}${d.fraction ? `.${d.fraction}` : ''}` }))

/** The decimal × 10^places rounded, reasoned on its digits: keep `places` fraction digits, look at the next. */
function scaledByDigits(
  d: { negative: boolean; whole: bigint; fraction: string },
  places: number,
  r: Rounding,
): bigint {
  const kept = d.fraction.slice(0, places).padEnd(places, '0')
  const rest = d.fraction.slice(places)
  let magnitude = BigInt(`${d.whole}${kept}`)
  if (r === 'halfUp' && rest !== '' && rest[0]! >= '5') magnitude += 1n
  return d.negative ? -magnitude : magnitude
}

describe('constants', () => {
  it('1 ALGO is 1,000,000 microalgos', () => {
    expect(MICROALGOS_PER_ALGO).toBe(1_000_000)
  })
})

describe('microalgosToAlgos', () => {
  it('is the nearest number to microalgos / 10^6, for any bigint', () => {
    fc.assert(
      fc.property(bigAmount, (m) => {
        expect(microalgosToAlgos(m)).toBe(Number(`${m}e-6`))
      }),
    )
  })

  it('equals plain division for safe integers, number or string', () => {
    fc.assert(
      fc.property(safeMicro, (m) => {
        expect(microalgosToAlgos(m)).toBe(m / 1e6)
        expect(microalgosToAlgos(String(m))).toBe(m / 1e6)
      }),
    )
  })

  it('rounds fractional microalgos down by default, or half up on request', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const halfUp = Math.sign(x) * Math.round(Math.abs(x))
        expect(microalgosToAlgos(x)).toBe((Math.trunc(x) || 0) / 1e6)
        expect(microalgosToAlgos(x, 'halfUp')).toBe((halfUp || 0) / 1e6)
      }),
    )
    expect(microalgosToAlgos(1.7)).toBe(0.000001)
    expect(microalgosToAlgos(1.5, 'halfUp')).toBe(0.000002)
    expect(microalgosToAlgos(-1.5, 'halfUp')).toBe(-0.000002)
  })

  it('examples', () => {
    expect(microalgosToAlgos(1_500_000)).toBe(1.5)
    expect(microalgosToAlgos(1n)).toBe(0.000001)
    expect(microalgosToAlgos(0)).toBe(0)
  })
})

describe('algosToMicroalgos', () => {
  it('scales decimal strings exactly: half up by default, truncated with down', () => {
    fc.assert(
      fc.property(decimalString, rounding, (d, r) => {
        expect(algosToMicroalgos(d.text, r)).toBe(scaledByDigits(d, 6, r))
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(decimalString, (d) => {
        expect(algosToMicroalgos(d.text)).toBe(scaledByDigits(d, 6, 'halfUp'))
      }),
    )
  })

  it('inverts microalgosToAlgos for amounts a number can hold', () => {
    fc.assert(
      fc.property(safeMicro, rounding, (m, r) => {
        expect(algosToMicroalgos(microalgosToAlgos(m), r)).toBe(BigInt(m))
        expect(algosToMicroalgos(m / 1e6, r)).toBe(BigInt(m))
      }),
    )
  })

  it('examples', () => {
    expect(algosToMicroalgos('12.5')).toBe(12_500_000n)
    expect(algosToMicroalgos(0.29)).toBe(290_000n)
    expect(algosToMicroalgos('0.0000005')).toBe(1n)
    expect(algosToMicroalgos('0.0000005', 'down')).toBe(0n)
    expect(algosToMicroalgos('0.0000004999')).toBe(0n)
    expect(algosToMicroalgos('-0.0000005')).toBe(-1n)
    expect(algosToMicroalgos(1e-7)).toBe(0n)
    expect(algosToMicroalgos(3n)).toBe(3_000_000n)
    expect(algosToMicroalgos('10000000000.000001')).toBe(10_000_000_000_000_001n)
  })

  it('rejects what is not a decimal number', () => {
    for (const bad of ['', 'abc', '1,000', '1.2.3', '--1', 'Infinity', '1e9999']) {
      expect(() => algosToMicroalgos(bad)).toThrow(RangeError)
    }
    expect(() => algosToMicroalgos(Number.NaN)).toThrow(RangeError)
    expect(() => algosToMicroalgos(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatAlgos', () => {
  it('matches Intl.NumberFormat on the exact value, for every decimal count and rounding', () => {
    fc.assert(
      fc.property(bigAmount, fc.integer({ min: 0, max: 6 }), rounding, (m, maxDecimals, r) => {
        const intl = new Intl.NumberFormat('en-US', {
          maximumFractionDigits: maxDecimals,
          roundingMode: intlMode(r),
          signDisplay: 'negative',
        })
        expect(formatAlgos(m, { maxDecimals, rounding: r })).toBe(intl.format(`${m}e-6` as `${number}`))
      }),
      { numRuns: 1000 },
    )
  })

  it('examples', () => {
    expect(formatAlgos(1_234_500_000)).toBe('1,234.5')
    expect(formatAlgos(1_000_000)).toBe('1')
    expect(formatAlgos(1)).toBe('0.000001')
    expect(formatAlgos(0)).toBe('0')
    expect(formatAlgos(-2_500_000)).toBe('-2.5')
    expect(formatAlgos(1_999_999, { maxDecimals: 2 })).toBe('1.99')
    expect(formatAlgos(1_995_000, { maxDecimals: 2, rounding: 'halfUp' })).toBe('2')
    expect(formatAlgos(10_000_000_000_000_001n)).toBe('10,000,000,000.000001')
  })
})

describe('dollars and cents', () => {
  it('dollarsToCents and roundDollars scale decimal strings exactly', () => {
    fc.assert(
      fc.property(decimalString, rounding, (d, r) => {
        const cents = scaledByDigits(d, 2, r)
        expect(dollarsToCents(d.text, r)).toBe(Number(cents))
        expect(roundDollars(d.text, r)).toBe(Number(`${cents}e-2`))
      }),
      { numRuns: 1000 },
    )
  })

  it('round down by default', () => {
    fc.assert(
      fc.property(decimalString, (d) => {
        expect(dollarsToCents(d.text)).toBe(Number(scaledByDigits(d, 2, 'down')))
      }),
    )
  })

  it('centsToDollars is the nearest number to cents / 100', () => {
    fc.assert(
      fc.property(bigAmount, (c) => {
        expect(centsToDollars(c)).toBe(Number(`${c}e-2`))
      }),
    )
    fc.assert(
      fc.property(fc.integer(), (c) => {
        expect(centsToDollars(c)).toBe(Number(`${c}e-2`))
      }),
    )
  })

  it('cents round-trip through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(dollarsToCents(centsToDollars(c))).toBe(c)
      }),
    )
  })

  it('examples: numbers are read as the decimal they print as, not their binary value', () => {
    expect(dollarsToCents(0.29)).toBe(29) // 0.29 * 100 is 28.999999999999996
    expect(dollarsToCents(1.005)).toBe(100)
    expect(dollarsToCents(1.005, 'halfUp')).toBe(101)
    expect(roundDollars(12.349)).toBe(12.34)
    expect(roundDollars(12.345, 'halfUp')).toBe(12.35)
    expect(centsToDollars(1999)).toBe(19.99)
    expect(centsToDollars(5n)).toBe(0.05)
  })

  it('formatUsd matches Intl currency formatting on the exact value', () => {
    fc.assert(
      fc.property(decimalString, rounding, (d, r) => {
        const intl = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: 'USD',
          roundingMode: intlMode(r),
          signDisplay: 'negative',
        })
        expect(formatUsd(d.text, r)).toBe(intl.format(d.text as `${number}`))
      }),
      { numRuns: 1000 },
    )
  })

  it('formatUsd examples', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0.299)).toBe('$0.29')
    expect(formatUsd(0.295, 'halfUp')).toBe('$0.30')
    expect(formatUsd(-0.29)).toBe('-$0.29')
    expect(formatUsd(-0.001)).toBe('$0.00')
    expect(formatUsd(0)).toBe('$0.00')
  })
})

describe('amounts in the chosen language', () => {
  it("write Spanish separators, exactly, and the unit where Spanish puts the dollar's", async () => {
    await chooseLocale('es')
    try {
      expect(formatAlgos(12_345_500_000)).toBe('12.345,5')
      expect(formatAlgos(10_000_000_000_000_001n)).toBe('10.000.000.000,000001')
      expect(formatUsd(12_345.5)).toBe('12.345,50\u00a0US$')
      expect(formatAlgoAmount(50_000_000n, { usdPerAlgo: 0.25 })).toBe('50 ALGO (≈ 12,50\u00a0US$)')
    } finally {
      locale.set('en')
    }
  })
})

describe('formatUsdOfAlgos', () => {
  it('is the dollar value where the rate is known, else nothing', () => {
    expect(formatUsdOfAlgos(50_000_000n, 0.25)).toBe('$12.50')
    expect(formatUsdOfAlgos(50_006_000n, 0.25)).toBe('$12.50')
    expect(formatUsdOfAlgos(50_000_000n, null)).toBeNull()
    expect(formatUsdOfAlgos(50_000_000n, undefined)).toBeNull()
    expect(formatUsdOfAlgos(50_000_000n, Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe('formatAlgoAmount', () => {
  it('writes the unit, and the dollar value where the rate is known', () => {
    expect(formatAlgoAmount(1_234_500_000)).toBe('1,234.5 ALGO')
    expect(formatAlgoAmount(50_000_000n, { usdPerAlgo: 0.25 })).toBe('50 ALGO (≈ $12.50)')
    expect(formatAlgoAmount(1_234_567, { maxDecimals: 2, usdPerAlgo: null })).toBe('1.23 ALGO')
    expect(formatAlgoAmount(10_000_000, { usdPerAlgo: Number.NaN })).toBe('10 ALGO')
  })
})
