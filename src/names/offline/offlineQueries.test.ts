import { describe, expect, it } from 'vitest'
import { nfdKeys } from '../hooks/queryKeys'
import { entriesToKeep, isOfflineQuery, type IsWatched, type OfflineEntry } from './offlineQueries'

const isWatched: IsWatched = (net, name) => net === 'mainnet' && name === 'watched.algo'
const entry = (key: readonly unknown[], fetchedAt: number): OfflineEntry => ({ key: [...key], data: null, fetchedAt })

describe('isOfflineQuery', () => {
  it("keeps My names, a watched name's records, and any name's full record (a profile seen)", () => {
    expect(isOfflineQuery(['nfd', 'mainnet', 'owned', 'ADDR'], isWatched)).toBe(true)
    expect(isOfflineQuery(nfdKeys.name('mainnet', 'watched.algo', 'brief'), isWatched)).toBe(true)
    expect(isOfflineQuery(nfdKeys.name('mainnet', 'seen.algo', 'full'), isWatched)).toBe(true)
    expect(isOfflineQuery(nfdKeys.name('mainnet', 'seen.algo', 'brief'), isWatched)).toBe(false)
    expect(isOfflineQuery(nfdKeys.quote('mainnet', 'seen.algo', 'ADDR'), isWatched)).toBe(false)
    expect(isOfflineQuery(['nfd', 'nowhere', 'name', 'seen.algo', 'full'], isWatched)).toBe(false)
  })
})

describe('entriesToKeep', () => {
  it('keeps the newest, and never lets profiles merely seen push out My names or the watchlist', () => {
    const owned = entry(['nfd', 'mainnet', 'owned', 'ADDR'], 1)
    const watched = entry(nfdKeys.name('mainnet', 'watched.algo', 'full'), 2)
    const seen = [10, 11, 12, 13].map((at) => entry(nfdKeys.name('mainnet', `seen${at}.algo`, 'full'), at))
    const kept = entriesToKeep([owned, watched, ...seen], isWatched, { max: 5, maxProfiles: 2 })
    expect(kept.map((e) => e.fetchedAt)).toEqual([13, 12, 2, 1])
    expect(entriesToKeep([owned, watched, ...seen], isWatched, { max: 3, maxProfiles: 2 })).toHaveLength(3)
  })
})
