import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChainEffects, Movement } from './chainEffects'
import { chainContradiction } from './chainContradiction'

const ASSET = 910032n
const move = (from: string, to: string, assetId: bigint, amount: bigint): Movement => ({
  from,
  to,
  assetId,
  amount,
  inner: true,
})

function effects(change: Partial<ChainEffects> = {}): ChainEffects {
  return {
    out: [move('BUYER', 'APP', 0n, 42_000_000n)],
    in: [move('SELLER', 'BUYER', ASSET, 1n)],
    others: [move('APP', 'SELLER', 0n, 39_900_000n)],
    optIns: [],
    fees: 5000n,
    algoOut: 42_005_000n,
    algoIn: 0n,
    addedMinBalance: 0n,
    innerCount: 2,
    ...change,
  }
}

const shown = { total: 42_005_000n, assets: [] }
const promise = { delivers: { assetId: ASSET, label: 'shop.algo', to: 'BUYER' } }

describe('chainContradiction', () => {
  it('an honest purchase keeps every promise', () => {
    expect(chainContradiction(effects(), shown, promise)).toBeNull()
  })

  it('refuses the name going to another account', () => {
    const diverted = effects({ in: [], others: [move('SELLER', 'ATTACKERXXXXXXXXXXXX', ASSET, 1n)] })
    expect(chainContradiction(diverted, shown, promise)).toMatch(
      /^Refused: the network says shop\.algo \(asset 910032\) would go to /,
    )
  })

  it('refuses a purchase whose name never arrives', () => {
    expect(chainContradiction(effects({ in: [] }), shown, promise)).toMatch(/would not arrive in your account/)
  })

  it('a name sent to someone leaves for its own contract, that one unit and only there', () => {
    const gift = { hands: { assetId: ASSET, label: 'shop.algo', to: 'APP' } }
    const giving = (to: string, amount = 1n) =>
      effects({ out: [move('OWNER', to, ASSET, amount)], in: [], others: [], algoOut: 3000n })
    const cost = { total: 3000n, assets: [] }
    expect(chainContradiction(giving('APP'), cost, gift)).toBeNull()
    expect(chainContradiction(giving('ATTACKERXXXXXXXXXXXX'), cost, gift)).toMatch(
      /would go to .*, not to its own contract to wait for the recipient/,
    )
    expect(chainContradiction(giving('APP', 2n), cost, gift)).toMatch(/send 2 units of asset 910032/)
    // Without the promise, the same unit leaving is more than the review shows.
    expect(chainContradiction(giving('APP'), cost, {})).toMatch(/send 1 units of asset 910032/)
  })

  it('refuses more units of an asset leaving than the review shows', () => {
    const out = [move('BUYER', 'APP', 5n, 11n)]
    expect(
      chainContradiction(effects({ out }), { total: shown.total, assets: [{ assetId: 5n, amount: 10n }] }, {}),
    ).toMatch(/send 11 units of asset 5 from your account, more than the 10/)
  })

  it('refuses exactly when more ALGO leaves than the review shows (by property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 10n ** 13n }), (out, total) => {
        const verdict = chainContradiction(effects({ algoOut: out }), { total, assets: [] }, {})
        expect(verdict !== null).toBe(out > total)
      }),
    )
  })
})
