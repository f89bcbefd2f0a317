import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWatchlistText, serializeWatchlist, type WatchlistState } from './watchlistState'

const good: WatchlistState = {
  names: ['forsale.algo', '☕.algo', 'bob.algo'],
  seen: { 'forsale.algo': { state: 'forSale', price: 50_000_000 }, '☕.algo': { state: 'owned', price: null } },
  unseen: ['forsale.algo'],
}

/** The v1 format: the bare object, no envelope. */
const v1 = (value: unknown) => JSON.stringify(value)

describe('parseWatchlistText', () => {
  it('reads back what it writes, emoji names included', () => {
    expect(parseWatchlistText(serializeWatchlist(good))).toEqual(good)
  })

  it('migrates the unversioned format (v1) and writes version 2', () => {
    expect(parseWatchlistText(v1(good))).toEqual(good)
    expect(JSON.parse(serializeWatchlist(good))).toMatchObject({ version: 2, data: good })
  })

  it.each([
    ['not JSON', '{', { names: [], seen: {}, unseen: [] }],
    ['an array', '[]', { names: [], seen: {}, unseen: [] }],
    ['an extra key', v1({ ...good, extra: 1 }), good],
    ['an invalid name', v1({ ...good, names: [...good.names, 'Not A Name', 7] }), good],
    ['a duplicate name', v1({ ...good, names: [...good.names, 'bob.algo'] }), good],
    ['an unseen name that is not watched', v1({ ...good, unseen: ['alice.algo', ...good.unseen] }), good],
    [
      'a snapshot of a name not watched',
      v1({ ...good, seen: { ...good.seen, 'alice.algo': { state: 'owned', price: null } } }),
      good,
    ],
    ['an unknown state', v1({ ...good, seen: { ...good.seen, 'bob.algo': { state: 'sold', price: null } } }), good],
    ['a negative price', v1({ ...good, seen: { ...good.seen, 'bob.algo': { state: 'forSale', price: -1 } } }), good],
  ])('drops %s alone and keeps the rest', (_what, text, expected) => {
    expect(parseWatchlistText(text)).toEqual(expected)
  })

  it('fuzz: arbitrary entries written beside good ones never cost a good one', () => {
    // Arbitrary values spliced in at arbitrary places of each list and record.
    const junkList = fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { maxLength: 6 })
    fc.assert(
      fc.property(junkList, junkList, fc.dictionary(fc.string(), fc.jsonValue()), fc.boolean(), (jn, ju, js, wrap) => {
        const splice = (list: readonly unknown[], junk: [number, unknown][]) => {
          const out = [...list]
          for (const [at, value] of junk) out.splice(at % (out.length + 1), 0, value)
          return out
        }
        const raw = {
          names: splice(good.names, jn),
          unseen: splice(good.unseen, ju),
          seen: { ...js, ...good.seen },
        }
        const parsed = parseWatchlistText(wrap ? JSON.stringify({ version: 2, data: raw }) : v1(raw))
        for (const name of good.names) expect(parsed.names).toContain(name)
        for (const name of good.unseen) expect(parsed.unseen).toContain(name)
        for (const [name, snapshot] of Object.entries(good.seen)) expect(parsed.seen[name]).toEqual(snapshot)
        // And what it kept reads back the same after a save and a reload.
        expect(parseWatchlistText(serializeWatchlist(parsed))).toEqual(parsed)
      }),
    )
  })

  it('fuzz: never throws on any stored value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string()), (value) => {
        const parsed = parseWatchlistText(typeof value === 'string' ? value : JSON.stringify(value))
        expect(parseWatchlistText(serializeWatchlist(parsed))).toEqual(parsed)
      }),
    )
  })
})
