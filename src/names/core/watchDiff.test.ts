import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { watchDiff } from './watchDiff'
import { SNAPSHOT_STATES, type WatchSnapshot } from './watchSnapshot'

const snapshot = fc
  .record({ state: fc.constantFrom(...SNAPSHOT_STATES), price: fc.nat({ max: 1e12 }) })
  .map(({ state, price }): WatchSnapshot => ({ state, price: state === 'forSale' ? price : null }))

describe('watchDiff', () => {
  it('tells each kind of change', () => {
    const owned: WatchSnapshot = { state: 'owned', price: null }
    expect(watchDiff('a.algo', owned, { state: 'forSale', price: 5 })).toEqual({
      name: 'a.algo',
      kind: 'listed',
      price: 5,
      previousPrice: null,
    })
    expect(watchDiff('a.algo', { state: 'forSale', price: 9 }, { state: 'forSale', price: 5 })?.kind).toBe('priceDrop')
    expect(watchDiff('a.algo', { state: 'forSale', price: 9 }, { state: 'forSale', price: 5 })?.previousPrice).toBe(9)
    expect(watchDiff('a.algo', owned, { state: 'expired', price: null })?.kind).toBe('auction')
    expect(watchDiff('a.algo', { state: 'expired', price: null }, { state: 'available', price: null })?.kind).toBe(
      'available',
    )
  })

  it('is quiet about a rise in price, a sale off the market and the first sight of a name', () => {
    expect(watchDiff('a.algo', { state: 'forSale', price: 5 }, { state: 'forSale', price: 9 })).toBeNull()
    expect(watchDiff('a.algo', { state: 'forSale', price: 5 }, { state: 'owned', price: null })).toBeNull()
    expect(watchDiff('a.algo', undefined, { state: 'forSale', price: 5 })).toBeNull()
  })

  it('never reports an unchanged snapshot', () => {
    fc.assert(fc.property(snapshot, (s) => watchDiff('x.algo', s, { ...s }) === null))
  })

  it('reports exactly the entries into a watched state and the price drops', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const change = watchDiff('x.algo', before, after)
        const entered = after.state !== before.state && ['forSale', 'expired', 'available'].includes(after.state)
        const dropped =
          after.state === 'forSale' && before.state === 'forSale' && (after.price ?? 0) < (before.price ?? 0)
        expect(change !== null).toBe(entered || dropped)
        if (change) expect(change.price).toBe(after.price)
      }),
    )
  })
})
