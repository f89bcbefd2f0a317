import { afterEach, describe, expect, it } from 'vitest'
import { clearFreshMarks, FRESH_READ_WINDOW_MS, freshnessOf, markFresh } from './freshReads'

afterEach(clearFreshMarks)

describe('freshReads', () => {
  it('a name nobody wrote is read as usual (the API asks for nocache only around writes)', () => {
    expect(freshnessOf('mock', 'alice.algo')).toEqual({})
  })

  it('a written name is read with nocache for the window, then as usual again', () => {
    markFresh('mock', 'alice.algo', { now: 1000 })
    expect(freshnessOf('mock', 'alice.algo', 1000 + FRESH_READ_WINDOW_MS - 1)).toEqual({ nocache: true })
    expect(freshnessOf('mock', 'alice.algo', 1000 + FRESH_READ_WINDOW_MS)).toEqual({})
  })

  it('a fresh mint also polls; other names and networks are untouched', () => {
    markFresh('mock', 'new.algo', { poll: true, now: 0 })
    expect(freshnessOf('mock', 'new.algo', 1)).toEqual({ nocache: true, poll: true })
    expect(freshnessOf('testnet', 'new.algo', 1)).toEqual({})
    expect(freshnessOf('mock', 'other.algo', 1)).toEqual({})
  })
})
