import { describe, expect, it } from 'vitest'
import { chainEffectsOf } from './chainEffects'
import { chainEffectWords } from './chainEffectWords'

const BUYER = 'B'.repeat(58)
const APP = 'A'.repeat(58)
const SELLER = 'S'.repeat(58)

describe('chainEffectWords', () => {
  it('says what you pay, what you receive, what the seller gets and your balance after, with dollars', () => {
    const effects = chainEffectsOf(
      [
        { path: [0], type: 'pay', sender: BUYER, receiver: APP, amount: 42_000_000n, fee: 1000n },
        { path: [1], type: 'appl', sender: BUYER, amount: 0n, fee: 9000n, appId: 7n },
        { path: [1, 0], type: 'pay', sender: APP, receiver: SELLER, amount: 39_900_000n, fee: 0n },
        {
          path: [1, 1],
          type: 'axfer',
          sender: APP,
          receiver: BUYER,
          amount: 1n,
          assetId: 910032n,
          assetSender: SELLER,
          fee: 0n,
        },
      ],
      [BUYER],
    )
    const words = chainEffectWords(
      {
        checked: true,
        effects,
        balanceBefore: 120_400_000n,
        txnCount: 4,
        promise: { delivers: { assetId: 910032n, label: 'shop.algo', to: BUYER } },
        fees: { need: 4000n, most: 5000n, raised: false },
      },
      {
        parties: new Map([
          [APP, "shop.algo's contract"],
          [SELLER, 'the seller'],
        ]),
        usdPerAlgo: 0.25,
      },
    )
    expect(words).toEqual([
      "You pay 42 ALGO (≈ $10.50) to shop.algo's contract",
      'You receive shop.algo (asset 910032)',
      'The seller receives 39.9 ALGO (≈ $9.97)',
      'Your balance goes from 120.4 ALGO (≈ $30.10) to 78.39 ALGO (≈ $19.59)',
      'The network runs 4 transactions (2 of them by the contracts) and needs 0.004 ALGO (≈ $0.00) in fees from your account',
    ])
  })

  it('names a sent name, an asset in its own units to the account the user named, a lone unit, and one transaction', () => {
    const VAULT_APP = 'V'.repeat(58)
    const BOB = 'O'.repeat(58)
    const sent = chainEffectsOf(
      [
        { path: [0], type: 'appl', sender: BUYER, amount: 0n, fee: 3000n, appId: 7n },
        {
          path: [0, 0],
          type: 'axfer',
          sender: APP,
          receiver: APP,
          amount: 1n,
          assetId: 910002n,
          assetSender: BUYER,
          fee: 0n,
        },
        {
          path: [0, 1],
          type: 'axfer',
          sender: VAULT_APP,
          receiver: BOB,
          amount: 2_500_000n,
          assetId: 10458941n,
          fee: 0n,
        },
        { path: [0, 2], type: 'axfer', sender: VAULT_APP, receiver: BUYER, amount: 1n, assetId: 920002n, fee: 0n },
      ],
      [BUYER],
    )
    const words = chainEffectWords(
      {
        checked: true,
        effects: sent,
        balanceBefore: 10_000_000n,
        txnCount: 1,
        promise: { hands: { assetId: 910002n, label: 'alice.algo', to: APP } },
        fees: { need: 3000n, most: 3000n, raised: false },
      },
      {
        parties: new Map([
          [APP, 'alice.algo (its contract)'],
          [BOB, 'bob.algo'],
        ]),
        units: new Map([[10458941n, { decimals: 6, unit: 'USDC' }]]),
      },
    )
    expect(words).toEqual([
      'You send alice.algo (asset 910002) to alice.algo (its contract)',
      'You receive 1 unit of asset 920002',
      'bob.algo receives 2.5 USDC (asset 10458941)',
      'Your balance goes from 10 ALGO to 9.997 ALGO',
      'The network runs 1 transaction (3 of them by the contracts) and needs 0.003 ALGO in fees from your account',
    ])
  })
})
