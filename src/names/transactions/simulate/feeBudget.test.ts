import { describe, expect, it } from 'vitest'
import type { SimulatedTxn } from '@/algod/simulate'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { feeBudgetOf, userFeeNeed, type FeeGroup } from './feeBudget'

const txn = (path: number[], fee: bigint): SimulatedTxn => ({ path, type: 'appl', sender: 'A', fee, amount: 0n })

/** A purchase: the payment and the call, both the user's; our budget at a 1,000 µALGO minimum is 6,000. */
function group(change: Partial<FeeGroup> = {}): FeeGroup {
  return {
    entries: [
      { kind: 'u', bytes: new Uint8Array(200) },
      { kind: 'u', bytes: new Uint8Array(300) },
    ],
    fees: 5000n,
    feeCeiling: 6000n,
    networkFees: { minFee: 1000n, perByte: 0n },
    signers: ['BUYER', 'BUYER'],
    ...change,
  }
}

function refusal(run: () => unknown): GroupRefusedError {
  try {
    run()
  } catch (error) {
    if (error instanceof GroupRefusedError) return error
  }
  throw new Error('not refused')
}

describe('userFeeNeed: what the chain says the user pays', () => {
  it("algod's fee usage at the current minimum fee, rounded up once for the group", () => {
    const ran = { ok: true as const, txns: [txn([0], 1000n), txn([1], 4000n)], usage: 5_000_001n }
    expect(userFeeNeed(group(), ran)).toBe(5001n)
    // A minimum fee raised to 2,000 µALGO (a congested network) doubles it.
    expect(userFeeNeed(group({ networkFees: { minFee: 2000n, perByte: 0n } }), ran)).toBe(10_001n)
  })

  it('a node that reports no usage: each transaction by its size, each inner one at the minimum', () => {
    const ran = { ok: true as const, txns: [txn([0], 1000n), txn([1], 4000n), txn([1, 0], 0n)], usage: null }
    expect(userFeeNeed(group(), ran)).toBe(3000n)
    // 10 µALGO a byte: 200 + 75 and 300 + 75 bytes signed.
    expect(userFeeNeed(group({ networkFees: { minFee: 1000n, perByte: 10n } }), ran)).toBe(2750n + 3750n + 1000n)
  })

  it("the service's presigned entries pay their own share: fees pool across the group", () => {
    const ran = { ok: true as const, txns: [txn([0], 1000n), txn([1], 3000n)], usage: 5_000_000n }
    expect(userFeeNeed(group({ signers: ['BUYER', null] }), ran)).toBe(2000n)
    expect(userFeeNeed(group({ signers: [null, null] }), ran)).toBe(1000n)
  })
})

describe('feeBudgetOf: the fee rule once the chain has run the group', () => {
  it('within our own budget: allowed, and our budget is the ceiling', () => {
    expect(feeBudgetOf(group(), 5000n)).toEqual({ need: 5000n, most: 6000n, raised: false })
  })

  it("a network whose higher minimum fee makes the group need more than our budget: allowed, and the ceiling shown is the chain's", () => {
    // At a 2,000 µALGO minimum the purchase needs 10,000; our budget, counted at 1,000, allows 6,000.
    const congested = group({ fees: 10_000n, networkFees: { minFee: 2000n, perByte: 0n } })
    expect(feeBudgetOf(congested, 10_000n)).toEqual({ need: 10_000n, most: 12_000n, raised: true })
  })

  it('a fee above what the chain needs plus one minimum fee of headroom is refused, in words', () => {
    const error = refusal(() => feeBudgetOf(group({ fees: 11_001n }), 10_000n))
    expect(error.code).toBe('fee')
    expect(error.message).toBe(
      'Refused: the transaction group from the name service would charge 0.011001 ALGO in network fees, more than the 0.011 ALGO your 2 transactions may pay (the 0.01 ALGO the network says they need, and one minimum fee more). Nothing was signed.',
    )
    expect(feeBudgetOf(group({ fees: 11_000n }), 10_000n).most).toBe(11_000n)
  })

  it('a chain that needs less does not lower our budget; a fee above both is refused', () => {
    expect(feeBudgetOf(group({ fees: 6000n }), 2000n)).toEqual({ need: 2000n, most: 6000n, raised: false })
    const error = refusal(() => feeBudgetOf(group({ fees: 6001n }), 2000n))
    expect(error.message).toMatch(/more than the 0\.006 ALGO your 2 transactions may pay \(what the network asks/)
  })

  it('not simulated: our own budget alone', () => {
    expect(feeBudgetOf(group(), null)).toEqual({ need: null, most: 6000n, raised: false })
    expect(refusal(() => feeBudgetOf(group({ fees: 6001n }), null)).code).toBe('fee')
  })
})
