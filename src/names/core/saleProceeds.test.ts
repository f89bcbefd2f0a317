import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import { commissionPermille, proceedsSentence, saleProceeds } from './saleProceeds'

const withCommission = (commission1?: string) => ({
  properties: { internal: commission1 === undefined ? {} : ({ commission1 } as Record<string, string>) },
})

afterEach(() => locale.set('en'))

describe('saleProceeds', () => {
  it("keeps the contract's commission, rounded down to whole µALGO, and pays the seller the rest", () => {
    expect(saleProceeds(120_000_000n, 50n)).toEqual({ commission: 6_000_000n, seller: 114_000_000n })
    expect(saleProceeds(1_000_001n, 50n)).toEqual({ commission: 50_000n, seller: 950_001n })
    expect(saleProceeds(19n, 50n)).toEqual({ commission: 0n, seller: 19n })
    expect(saleProceeds(120_000_000n, 0n)).toEqual({ commission: 0n, seller: 120_000_000n })
  })

  it('never loses or creates a µALGO, past 2^53 too', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.bigInt({ min: 0n, max: 1000n }),
        (price, permille) => {
          const { commission, seller } = saleProceeds(price, permille)
          expect(commission + seller).toBe(price)
          expect(commission * 1000n).toBeLessThanOrEqual(price * permille)
        },
      ),
    )
  })
})

describe('commissionPermille', () => {
  it("reads the record's i.commission1", () => {
    expect(commissionPermille(withCommission('50'))).toBe(50n)
    expect(commissionPermille(withCommission('0'))).toBe(0n)
  })

  it('is unknown where the record does not say it (a brief view has no commission1), or not as a whole number', () => {
    expect(commissionPermille(withCommission())).toBeNull()
    expect(commissionPermille(withCommission(''))).toBeNull()
    expect(commissionPermille(null)).toBeNull()
    expect(commissionPermille(withCommission('5%'))).toBeNull()
    expect(commissionPermille(withCommission('-1'))).toBeNull()
    expect(commissionPermille(withCommission('0.05'))).toBeNull()
  })
})

describe('proceedsSentence', () => {
  it('says what reaches the seller and what the contract keeps, with dollars where known', () => {
    expect(proceedsSentence('alice.algo', 120_000_000n, withCommission('50'), 0.25)).toBe(
      "If alice.algo sells, you receive 114 ALGO (≈ $28.50). Its contract keeps 6 ALGO (≈ $1.50), the NFD platform's 5% commission.",
    )
    expect(proceedsSentence('alice.algo', 10_000_000n, withCommission('25'))).toBe(
      "If alice.algo sells, you receive 9.75 ALGO. Its contract keeps 0.25 ALGO, the NFD platform's 2.5% commission.",
    )
  })

  it('says the whole price reaches the seller when the contract keeps no commission', () => {
    expect(proceedsSentence('alice.algo', 120_000_000n, withCommission('0'))).toBe(
      'If alice.algo sells, you receive the whole price, 120 ALGO: its contract keeps no commission.',
    )
  })

  it('says nothing it cannot know', () => {
    expect(proceedsSentence('alice.algo', 120_000_000n, withCommission('five'))).toBeNull()
    expect(proceedsSentence('alice.algo', 120_000_000n, withCommission())).toBeNull()
  })

  it('writes the percentage as the chosen language does', async () => {
    await chooseLocale('es')
    expect(proceedsSentence('alice.algo', 10_000_000n, withCommission('25'))).toContain('2,5\u00a0%')
  })
})
