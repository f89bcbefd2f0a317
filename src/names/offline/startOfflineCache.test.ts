// @vitest-environment jsdom
/**
 * The offline copy of My names and the watchlist: versioned, entry by entry (a bad one is dropped
 * alone), only those queries, and restored with the time each answer was fetched.
 */
import { QueryClient, onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { mapStorage } from '@/testing/mapStorage'
import { nfdKeys, type OwnedNamesQuery } from '../hooks/queryKeys'
import { OFFLINE_QUERIES_KEY, type IsWatched } from './offlineQueries'
import { startOfflineCache } from './startOfflineCache'

const HOUR = 3_600_000
const records = buildNameFixtures(Date.now())
const alice = records.find((r) => r.name === 'alice.algo')!
const forsale = records.find((r) => r.name === 'forsale.algo')!
const query: OwnedNamesQuery = { states: ['owned', 'forSale', 'expired'], sort: 'nameAsc' }
const ownedKey = nfdKeys.ownedPages('mainnet', TEST_ACCOUNT.address, query)
const watchedKey = nfdKeys.name('mainnet', 'forsale.algo', 'full')
const profileKey = nfdKeys.name('mainnet', 'alice.algo', 'full')
const isWatched: IsWatched = (net, name) => net === 'mainnet' && name === 'forsale.algo'

let stops: (() => void)[] = []
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.useRealTimers()
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

function start(client: QueryClient, storage: Storage) {
  stops.push(startOfflineCache(client, storage, isWatched))
}

/** A later visit, started offline: the kept answers are restored. */
function startOffline(client: QueryClient, storage: Storage) {
  onlineManager.setOnline(false)
  start(client, storage)
}

/** A first visit: the pages' answers arrive, and a second later they are stored. */
function firstVisit(storage: Storage): QueryClient {
  const client = new QueryClient()
  start(client, storage)
  client.setQueryData(ownedKey, { pages: [{ nfds: [alice], total: 1 }], pageParams: [0] })
  client.setQueryData(watchedKey, forsale)
  // A name seen in a list only (its brief record): not kept.
  client.setQueryData(nfdKeys.name('mainnet', 'bob.algo', 'brief'), alice)
  // A profile seen: its full record is kept.
  client.setQueryData(profileKey, alice)
  client.setQueryData(nfdKeys.quote('mainnet', 'forsale.algo', TEST_ACCOUNT.address), { price: 1 })
  vi.advanceTimersByTime(1000)
  // That visit is over: its page no longer listens.
  stops.pop()?.()
  return client
}

function stored(storage: Storage): { version: number; data: { key: unknown[]; fetchedAt: number }[] } {
  return JSON.parse(storage.getItem(OFFLINE_QUERIES_KEY) ?? 'null')
}

describe('startOfflineCache', () => {
  it('online, restores nothing: a page waits for the network; when the connection drops, the kept answers come back', () => {
    const storage = mapStorage()
    firstVisit(storage)
    const later = new QueryClient()
    start(later, storage)
    expect(later.getQueryData(watchedKey)).toBeUndefined()
    onlineManager.setOnline(false)
    expect(later.getQueryData(watchedKey)).toEqual(forsale)
  })

  it("keeps My names, the watched names' records and the profiles seen, versioned, with their fetch time, and nothing else", () => {
    const storage = mapStorage()
    const fetchedAt = Date.now()
    firstVisit(storage)
    const doc = stored(storage)
    expect(doc.version).toBe(1)
    expect(doc.data.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([[...ownedKey], [...watchedKey], [...profileKey]]),
    )
    expect(doc.data).toHaveLength(3)
    expect(doc.data.every((entry) => entry.fetchedAt === fetchedAt)).toBe(true)
  })

  it('restores them three hours later as answers of that age: stale, so asked again once online', () => {
    const storage = mapStorage()
    const fetchedAt = Date.now()
    firstVisit(storage)
    vi.advanceTimersByTime(3 * HOUR)
    const later = new QueryClient()
    startOffline(later, storage)
    expect(later.getQueryData(ownedKey)).toEqual({ pages: [{ nfds: [alice], total: 1 }], pageParams: [0] })
    expect(later.getQueryData(watchedKey)).toEqual(forsale)
    expect(later.getQueryData(profileKey)).toEqual(alice)
    const state = later.getQueryState(watchedKey)!
    expect(state.dataUpdatedAt).toBe(fetchedAt)
    expect(later.getQueryCache().find({ queryKey: watchedKey })!.isStaleByTime(Infinity)).toBe(true)
  })

  it('drops a bad entry alone and keeps the rest', () => {
    const storage = mapStorage()
    firstVisit(storage)
    const doc = stored(storage)
    storage.setItem(
      OFFLINE_QUERIES_KEY,
      JSON.stringify({
        version: 1,
        data: [
          { key: [...watchedKey], data: { name: 42 }, fetchedAt: Date.now() },
          { key: [...ownedKey], data: 'pages?', fetchedAt: Date.now() },
          { key: ['nfd', 'mainnet', 'quote', 'x'], data: {}, fetchedAt: Date.now() },
          { key: [...watchedKey], data: forsale, fetchedAt: -1 },
          'garbage',
          ...doc.data.filter((entry) => entry.key.includes('owned')),
        ],
      }),
    )
    const later = new QueryClient()
    startOffline(later, storage)
    expect(later.getQueryData(ownedKey)).toEqual({ pages: [{ nfds: [alice], total: 1 }], pageParams: [0] })
    expect(later.getQueryData(watchedKey)).toBeUndefined()
    const drops = vi
      .mocked(logger.warn)
      .mock.calls.filter(([message]) => String(message).startsWith('Offline data: dropped'))
    expect(drops).toHaveLength(5)
  })

  it('reads nothing from a store that is not JSON; a name no longer watched keeps only its profile', () => {
    const storage = mapStorage()
    const client = firstVisit(storage)
    // A watched name's brief record (a card's) is kept while it is watched.
    const briefKey = nfdKeys.name('mainnet', 'forsale.algo', 'brief')
    start(client, storage)
    client.setQueryData(briefKey, forsale)
    vi.advanceTimersByTime(1000)
    stops.pop()?.()
    const text = storage.getItem(OFFLINE_QUERIES_KEY)!
    const unwatched = new QueryClient()
    onlineManager.setOnline(false)
    stops.push(startOfflineCache(unwatched, storage, () => false))
    expect(unwatched.getQueryData(briefKey)).toBeUndefined()
    expect(unwatched.getQueryData(watchedKey)).toEqual(forsale)
    expect(unwatched.getQueryData(ownedKey)).toBeDefined()
    storage.setItem(OFFLINE_QUERIES_KEY, `${text.slice(0, 20)}`)
    const broken = new QueryClient()
    startOffline(broken, storage)
    expect(broken.getQueryCache().getAll()).toEqual([])
  })

  it('a newer answer in the cache wins over the stored one; stored entries of pages left long ago stay', () => {
    const storage = mapStorage()
    firstVisit(storage)
    vi.advanceTimersByTime(HOUR)
    const later = new QueryClient()
    later.setQueryData(watchedKey, { ...forsale, sellAmount: 1 })
    start(later, storage)
    expect(later.getQueryData(watchedKey)).toMatchObject({ sellAmount: 1 })
    later.removeQueries({ queryKey: ownedKey })
    later.setQueryData(watchedKey, { ...forsale, sellAmount: 2 })
    vi.advanceTimersByTime(1000)
    const keys = stored(storage).data.map((entry) => entry.key)
    expect(keys).toEqual(expect.arrayContaining([[...ownedKey], [...watchedKey]]))
  })

  it('leaving the page writes what is still waiting', () => {
    const storage = mapStorage()
    const client = new QueryClient()
    start(client, storage)
    client.setQueryData(watchedKey, forsale)
    expect(storage.getItem(OFFLINE_QUERIES_KEY)).toBeNull()
    window.dispatchEvent(new Event('pagehide'))
    expect(stored(storage).data.map((entry) => entry.key)).toEqual([[...watchedKey]])
  })
})
