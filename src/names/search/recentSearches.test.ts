// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import {
  addRecentSearch,
  clearRecentSearches,
  loadRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
} from './recentSearches'
import { logger } from '@/lib/logger'
import { mapStorage } from '@/testing/mapStorage'
import { refusingStorage } from '@/testing/refusingStorage'

describe('recentSearches', () => {
  it('keeps the newest first without duplicates, bounded', () => {
    const storage = mapStorage()
    addRecentSearch('a.algo', storage)
    addRecentSearch('b.algo', storage)
    expect(addRecentSearch('a.algo', storage)).toEqual(['a.algo', 'b.algo'])
    expect(loadRecentSearches(storage)).toEqual(['a.algo', 'b.algo'])
    for (let i = 0; i < 20; i += 1) addRecentSearch(`n${i}.algo`, storage)
    const list = loadRecentSearches(storage)
    expect(list).toHaveLength(RECENT_SEARCHES_MAX)
    expect(list[0]).toBe('n19.algo')
  })

  it('uses window.localStorage by default', () => {
    addRecentSearch('local.algo')
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual({ version: 2, data: ['local.algo'] })
    clearRecentSearches()
    expect(loadRecentSearches()).toEqual([])
  })

  it('survives storage that throws: reads empty, add still returns the list', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(loadRecentSearches(refusingStorage)).toEqual([])
    expect(addRecentSearch('x.algo', refusingStorage)).toEqual(['x.algo'])
    expect(() => clearRecentSearches(refusingStorage)).not.toThrow()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('reads the unversioned list (v1), dropping a bad entry alone', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const storage = mapStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(['☕.algo', 7, '', 'bob.algo']) })
    expect(loadRecentSearches(storage)).toEqual(['☕.algo', 'bob.algo'])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('fuzz: arbitrary entries written beside good ones never cost a good one', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const good = ['☕.algo', 'bob', 'alice.algo']
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { maxLength: 5 }), fc.boolean(), (junk, wrap) => {
        const list: unknown[] = [...good]
        for (const [at, value] of junk) if (typeof value !== 'string') list.splice(at % (list.length + 1), 0, value)
        const stored = JSON.stringify(wrap ? { version: 2, data: list } : list)
        expect(loadRecentSearches(mapStorage({ [RECENT_SEARCHES_KEY]: stored }))).toEqual(good)
      }),
    )
    warn.mockRestore()
  })

  it('property: any stored garbage reads as a bounded list of distinct non-empty strings', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const list = loadRecentSearches(mapStorage({ [RECENT_SEARCHES_KEY]: raw }))
        expect(Array.isArray(list)).toBe(true)
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX)
        expect(new Set(list).size).toBe(list.length)
        for (const item of list) expect(typeof item === 'string' && item.length > 0).toBe(true)
      }),
    )
    warn.mockRestore()
  })
})
