import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLegacyAsset, isNft } from './nft'

/** Oracle: whole units q and remainder r of amount / 10^decimals; at most 10,000 means q < 10,000, or exactly 10,000 with nothing over. */
function referenceIsNft(amount: bigint, decimals: number): boolean {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  return whole < 10_000n || (whole === 10_000n && amount % scale === 0n)
}

const decimals = fc.integer({ min: 0, max: 19 })
// Amounts clustered around the threshold for each decimal count, and anywhere in uint64.
const amountFor = (d: number) => {
  const limit = 10_000n * 10n ** BigInt(d)
  return fc.oneof(
    fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
    fc.bigInt({ min: -3n, max: 3n }).map((delta) => limit + delta),
    fc.bigInt({ min: 0n, max: limit * 2n }),
  )
}

describe('isNft', () => {
  it('agrees with whole-unit arithmetic for bigint amounts, decimals as number or bigint', () => {
    fc.assert(
      fc.property(
        decimals.chain((d) => fc.tuple(fc.constant(d), amountFor(d))),
        ([d, amount]) => {
          expect(isNft(amount, d)).toBe(referenceIsNft(amount, d))
          expect(isNft(amount, BigInt(d))).toBe(referenceIsNft(amount, d))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('agrees for safe-integer number amounts', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 19 }), (amount, d) => {
        expect(isNft(amount, d)).toBe(referenceIsNft(BigInt(amount), d))
      }),
    )
  })

  it('examples at the threshold', () => {
    expect(isNft(1, 0)).toBe(true)
    expect(isNft(10_000, 0)).toBe(true)
    expect(isNft(10_001, 0)).toBe(false)
    expect(isNft(10_000_000, 3)).toBe(true)
    expect(isNft(10_000_001, 3)).toBe(false)
    // 10,000 units at 19 decimals: past 2^53, where a float comparison goes wrong.
    expect(isNft(10n ** 23n, 19)).toBe(true)
    expect(isNft(10n ** 23n + 1n, 19)).toBe(false)
    expect(isNft(10_000.5, 0)).toBe(false)
  })

  it('is false for nonsense decimals or amounts', () => {
    expect(isNft(1, -1)).toBe(false)
    expect(isNft(1, 1.5)).toBe(false)
    expect(isNft(1, -1n)).toBe(false)
    expect(isNft(Number.NaN, 0)).toBe(false)
    expect(isNft(Number.POSITIVE_INFINITY, 0)).toBe(false)
  })
})

describe('isLegacyAsset', () => {
  it('accepts any object with a finite numeric asaID', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0 }), fc.dictionary(fc.string(), fc.jsonValue()), (asaID, rest) => {
        expect(isLegacyAsset({ ...rest, asaID })).toBe(true)
      }),
    )
  })

  it('rejects everything else', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const hasNumericId =
          typeof value === 'object' && value !== null && Number.isFinite((value as { asaID?: unknown }).asaID)
        fc.pre(!hasNumericId)
        expect(isLegacyAsset(value)).toBe(false)
      }),
    )
    for (const value of [null, undefined, 5, 'asaID', { asaID: '5' }, { asaId: 5 }, { asaID: Number.NaN }]) {
      expect(isLegacyAsset(value)).toBe(false)
    }
  })
})
