import { describe, expect, it, vi } from 'vitest'
import { createWatchlistStore } from './watchlistStore'
import { watchlistKey } from './watchlistState'
import { mapStorage } from '@/testing/mapStorage'
import { refusingStorage } from '@/testing/refusingStorage'

describe('watchlistStore', () => {
  it('keeps one list a network and survives a new store over the same storage (a reload)', () => {
    const storage = mapStorage()
    const store = createWatchlistStore(storage)
    store.toggle('mainnet', 'a.algo')
    store.toggle('testnet', 'b.algo')
    const reloaded = createWatchlistStore(storage)
    expect(reloaded.get('mainnet').names).toEqual(['a.algo'])
    expect(reloaded.get('testnet').names).toEqual(['b.algo'])
    reloaded.toggle('mainnet', 'a.algo')
    expect(reloaded.get('mainnet').names).toEqual([])
  })

  it('drops a corrupt stored entry alone and keeps the others', () => {
    const stored = '{"names":["<img src=x>","☕.algo","bob.algo"],"seen":{},"unseen":[]}'
    const storage = mapStorage({ [watchlistKey('mainnet')]: stored })
    expect(createWatchlistStore(storage).get('mainnet')).toEqual({
      names: ['☕.algo', 'bob.algo'],
      seen: {},
      unseen: [],
    })
  })

  it('records checks: the first is the baseline, later changes are reported and marked unseen', () => {
    const store = createWatchlistStore(mapStorage())
    const listener = vi.fn()
    store.subscribe(listener)
    store.toggle('mock', 'a.algo')
    expect(store.recordCheck('mock', { 'a.algo': { state: 'owned', price: null } })).toEqual([])
    const changes = store.recordCheck('mock', { 'a.algo': { state: 'forSale', price: 7 } })
    expect(changes.map((c) => c.kind)).toEqual(['listed'])
    expect(store.get('mock').unseen).toEqual(['a.algo'])
    store.markSeen('mock')
    expect(store.get('mock').unseen).toEqual([])
    expect(listener).toHaveBeenCalled()
  })

  it('keeps working when storage throws', () => {
    const store = createWatchlistStore(refusingStorage)
    store.toggle('mock', 'a.algo')
    expect(store.get('mock').names).toEqual(['a.algo'])
    expect(store.add('mock', ['a.algo', 'b.algo'])).toBe(1)
  })
})
