import { describe, expect, it } from 'vitest'
import { exportWatchlist, parseWatchlistImport } from './watchlistTransfer'

describe('watchlist export and import', () => {
  it('imports what it exports', () => {
    expect(parseWatchlistImport(exportWatchlist('mainnet', ['a.algo', 'b.c.algo']))).toEqual({
      ok: true,
      names: ['a.algo', 'b.c.algo'],
      network: 'mainnet',
    })
  })

  it('takes a bare list, normalises names and drops repeats', () => {
    expect(parseWatchlistImport('["Alice", "alice.algo", "bob"]')).toEqual({
      ok: true,
      names: ['alice.algo', 'bob.algo'],
      network: null,
    })
  })

  it.each([
    ['not json', /not JSON/],
    ['{"names": 3}', /no list of names/],
    ['["ok.algo", "bad name"]', /"bad name" is not a valid name: .*space/],
    ['[42]', /42 is not a valid name/],
  ])('refuses %s with a message', (text, message) => {
    const result = parseWatchlistImport(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})
