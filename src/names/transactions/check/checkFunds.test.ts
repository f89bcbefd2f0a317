import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ASSET_MIN_BALANCE,
  INSUFFICIENT_AVAILABLE_BALANCE,
  INSUFFICIENT_BALANCE,
  InsufficientFundsError,
  checkFunds,
} from './checkFunds'

describe('checkFunds', () => {
  const cost = { total: 10_003_000n, addedMinBalance: 100_000n }

  it('enough: null', () => {
    expect(checkFunds({ amount: 20_000_000n, minBalance: 100_000n }, cost)).toBeNull()
  })
  it('less than the spend: Insufficient balance, with the shortfall to the full requirement', () => {
    expect(checkFunds({ amount: 5_000_000n, minBalance: 100_000n }, cost)).toEqual({
      kind: INSUFFICIENT_BALANCE,
      shortfall: 10_003_000n + 200_000n - 5_000_000n,
    })
  })
  it('enough to spend but not to keep the minimum: Insufficient available balance', () => {
    expect(checkFunds({ amount: 10_100_000n, minBalance: 100_000n }, cost)).toEqual({
      kind: INSUFFICIENT_AVAILABLE_BALANCE,
      shortfall: 103_000n,
    })
  })

  it('property: passes exactly when amount covers spend + minimum; shortfall tops it up exactly', () => {
    const micro = fc.bigInt({ min: 0n, max: 10n ** 13n })
    fc.assert(
      fc.property(
        micro,
        micro,
        micro,
        micro,
        fc.bigInt({ min: 0n, max: 3n }),
        (amount, minBalance, payments, fees, optIns) => {
          const c = { total: payments + fees, addedMinBalance: optIns * ASSET_MIN_BALANCE }
          const problem = checkFunds({ amount, minBalance }, c)
          const needed = payments + fees + minBalance + c.addedMinBalance
          expect(problem === null).toBe(amount >= needed)
          if (problem) {
            expect(checkFunds({ amount: amount + problem.shortfall, minBalance }, c)).toBeNull()
            expect(checkFunds({ amount: amount + problem.shortfall - 1n, minBalance }, c)).not.toBeNull()
            expect(problem.kind).toBe(amount < payments + fees ? INSUFFICIENT_BALANCE : INSUFFICIENT_AVAILABLE_BALANCE)
          }
        },
      ),
    )
  })

  it('the error keeps the insufficient-funds message and explains the numbers in ALGO', () => {
    const error = new InsufficientFundsError({ kind: INSUFFICIENT_BALANCE, shortfall: 5_203_000n }, cost)
    expect(error.message).toBe('Insufficient balance')
    expect(error.userMessage).toContain('5.203 ALGO short')
    expect(error.userMessage).toContain('10.003 ALGO')
  })
})
