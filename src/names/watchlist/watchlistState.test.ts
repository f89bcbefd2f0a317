import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWatchlistState, parseWatchlistText, serializeWatchlist, type WatchlistState } from './watchlistState'

const good: WatchlistState = {
  names: ['forsale.algo', 'bob.algo'],
  seen: { 'forsale.algo': { state: 'forSale', price: 50_000_000 } },
  unseen: ['forsale.algo'],
}

describe('parseWatchlistState', () => {
  it('reads back what it writes', () => {
    expect(parseWatchlistText(serializeWatchlist(good))).toEqual(good)
  })

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['an extra key', JSON.stringify({ ...good, extra: 1 })],
    ['an invalid name', JSON.stringify({ ...good, names: ['Not A Name'] })],
    ['a duplicate name', JSON.stringify({ ...good, names: ['bob.algo', 'bob.algo'] })],
    ['an unseen name that is not watched', JSON.stringify({ ...good, unseen: ['alice.algo'] })],
    [
      'a snapshot of a name not watched',
      JSON.stringify({ ...good, seen: { 'alice.algo': { state: 'owned', price: null } } }),
    ],
    ['an unknown state', JSON.stringify({ ...good, seen: { 'bob.algo': { state: 'sold', price: null } } })],
    ['a negative price', JSON.stringify({ ...good, seen: { 'bob.algo': { state: 'forSale', price: -1 } } })],
  ])('discards %s', (_what, text) => {
    expect(parseWatchlistText(text)).toBeNull()
  })

  it('never throws and never accepts a value that is not a watchlist', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseWatchlistState(value)
        if (parsed) expect(parseWatchlistText(serializeWatchlist(parsed))).toEqual(parsed)
      }),
    )
  })
})
