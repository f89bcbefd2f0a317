import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SimulatedTxn } from '@/algod/simulate'
import { chainEffectsOf } from './chainEffects'

const BUYER = 'BUYER'
const APP = 'APP'
const SELLER = 'SELLER'
const ASSET = 910032n

const pay = (path: number[], sender: string, receiver: string, amount: bigint, fee = 0n): SimulatedTxn => ({
  path,
  type: 'pay',
  sender,
  receiver,
  amount,
  fee,
})
const axfer = (path: number[], sender: string, receiver: string, amount: bigint, extra = {}): SimulatedTxn => ({
  path,
  type: 'axfer',
  sender,
  receiver,
  amount,
  assetId: ASSET,
  fee: 0n,
  ...extra,
})

describe('chainEffectsOf', () => {
  it('a purchase: the payment leaves, the asset arrives by clawback, the seller is paid by the contract', () => {
    const effects = chainEffectsOf(
      [
        pay([0], BUYER, APP, 42_000_000n, 1000n),
        { path: [1], type: 'appl', sender: BUYER, amount: 0n, fee: 4000n, appId: 7n },
        pay([1, 0], APP, SELLER, 39_900_000n),
        axfer([1, 1], APP, BUYER, 1n, { assetSender: SELLER }),
      ],
      [BUYER],
    )
    expect(effects.out).toEqual([{ from: BUYER, to: APP, assetId: 0n, amount: 42_000_000n, inner: false }])
    expect(effects.in).toEqual([{ from: SELLER, to: BUYER, assetId: ASSET, amount: 1n, inner: true }])
    expect(effects.others).toEqual([{ from: APP, to: SELLER, assetId: 0n, amount: 39_900_000n, inner: true }])
    expect(effects.fees).toBe(5000n)
    expect(effects.algoOut).toBe(42_005_000n)
    expect(effects.innerCount).toBe(2)
  })

  it('an opt-in (zero units to oneself) locks a holding of minimum balance and moves nothing', () => {
    const effects = chainEffectsOf([axfer([0], BUYER, BUYER, 0n)], [BUYER])
    expect(effects.optIns).toEqual([ASSET])
    expect(effects.addedMinBalance).toBe(100_000n)
    expect(effects.out).toEqual([])
  })

  it('a refund and a close-out count as arriving and leaving', () => {
    const effects = chainEffectsOf(
      [{ ...pay([0], BUYER, APP, 5n), closeTo: APP, closed: 7n }, pay([1, 0], APP, BUYER, 3n)],
      [BUYER],
    )
    expect(effects.algoOut).toBe(12n)
    expect(effects.algoIn).toBe(3n)
  })

  it('whatever the group, what leaves the user is what the others gain from them (by property)', () => {
    const account = fc.constantFrom(BUYER, APP, SELLER)
    const txn = fc.record({
      inner: fc.boolean(),
      sender: account,
      receiver: account,
      amount: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fee: fc.bigInt({ min: 0n, max: 10_000n }),
    })
    fc.assert(
      fc.property(fc.array(txn, { maxLength: 12 }), (list) => {
        const txns = list.map((t, i) => pay(t.inner ? [0, i] : [i], t.sender, t.receiver, t.amount, t.fee))
        const effects = chainEffectsOf(txns, [BUYER])
        const sent = txns
          .filter((t) => t.sender === BUYER && t.receiver !== BUYER)
          .reduce((sum, t) => sum + t.amount, 0n)
        const fees = txns.filter((t) => t.sender === BUYER && t.path.length === 1).reduce((sum, t) => sum + t.fee, 0n)
        expect(effects.algoOut).toBe(sent + fees)
        expect(effects.others.every((m) => m.inner && m.to !== BUYER && m.from !== BUYER)).toBe(true)
      }),
    )
  })
})
