import * as algosdk from 'algosdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import {
  ASSET_MIN_BALANCE,
  INSUFFICIENT_AVAILABLE_BALANCE,
  INSUFFICIENT_BALANCE,
  InsufficientFundsError,
  checkFunds,
  groupCost,
  type TxnSummary,
} from './groupCost'
import { summarizeGroup } from './summarizeGroup'

const ME = TEST_ACCOUNT.address
const YOU = OTHER_ACCOUNT.address
const params: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 100n,
  lastValid: 1100n,
  genesisID: 'mocknet-v1',
  genesisHash: new Uint8Array(32),
}

function summary(partial: Partial<TxnSummary>): TxnSummary {
  return {
    sender: ME,
    fee: 1000n,
    type: 'appl',
    amount: 0n,
    receiver: null,
    assetId: null,
    presigned: false,
    ...partial,
  }
}

describe('groupCost', () => {
  it('counts the payments and fees the account sends, an opt-in as added minimum balance, nothing presigned', () => {
    const cost = groupCost(ME, [
      summary({ type: 'pay', amount: 5_000_000n, receiver: YOU, fee: 2000n }),
      summary({ type: 'appl', fee: 4000n }),
      summary({ type: 'axfer', receiver: ME, amount: 0n, assetId: 7n }),
      summary({ type: 'pay', sender: YOU, amount: 9n, receiver: ME }),
      summary({ type: 'pay', amount: 1_000_000n, receiver: YOU, presigned: true }),
    ])
    expect(cost).toEqual({ payments: 5_000_000n, fees: 7000n, addedMinBalance: ASSET_MIN_BALANCE })
  })

  it('summarizes a real algosdk group (u and s entries) and finds its last valid round', () => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ME,
      receiver: YOU,
      amount: 3_000_000n,
      suggestedParams: params,
    })
    const other = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: YOU,
      receiver: ME,
      amount: 1n,
      suggestedParams: { ...params, lastValid: 1200n },
    })
    algosdk.assignGroupID([pay, other])
    const signedOther = other.signTxn(algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic).sk)
    const { txns, lastValid } = summarizeGroup(algosdk, [
      { kind: 'u', bytes: algosdk.encodeUnsignedTransaction(pay) },
      { kind: 's', bytes: signedOther },
    ])
    expect(lastValid).toBe(1200n)
    expect(txns[0]).toEqual({
      sender: ME,
      fee: 1000n,
      type: 'pay',
      amount: 3_000_000n,
      receiver: YOU,
      assetId: null,
      presigned: false,
    })
    expect(txns[1]!.presigned).toBe(true)
    expect(groupCost(ME, txns)).toEqual({ payments: 3_000_000n, fees: 1000n, addedMinBalance: 0n })
  })
})

describe('checkFunds', () => {
  const cost = { payments: 10_000_000n, fees: 3000n, addedMinBalance: 100_000n }

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
          const c = { payments, fees, addedMinBalance: optIns * ASSET_MIN_BALANCE }
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

  it('the error keeps the spec message and explains the numbers in ALGO', () => {
    const error = new InsufficientFundsError({ kind: INSUFFICIENT_BALANCE, shortfall: 5_203_000n }, cost)
    expect(error.message).toBe('Insufficient balance')
    expect(error.userMessage).toContain('5.203 ALGO short')
    expect(error.userMessage).toContain('10.003 ALGO')
  })
})
