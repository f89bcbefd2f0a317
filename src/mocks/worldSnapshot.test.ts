import { afterEach, describe, expect, it } from 'vitest'
import { TEST_ACCOUNT } from './accounts'
import { resetWorld, world } from './world'
import { restoreWorld, snapshotWorld } from './worldSnapshot'

afterEach(() => resetWorld())

describe('world snapshot', () => {
  it('round-trips names, balances, holdings and confirmed transactions', () => {
    world.round = 1234n
    world.balances.set(TEST_ACCOUNT.address, 42n)
    world.confirmed.set('TXID', { round: 1233n, signed: Uint8Array.from([1, 2, 3]) })
    const alice = world.names.get('alice.algo')!
    alice.owner = 'CHANGED'
    const text = snapshotWorld()

    resetWorld()
    expect(world.confirmed.size).toBe(0)
    expect(restoreWorld(text)).toBe(true)
    expect(world.round).toBe(1234n)
    expect(world.balances.get(TEST_ACCOUNT.address)).toBe(42n)
    expect(world.confirmed.get('TXID')).toEqual({ round: 1233n, signed: Uint8Array.from([1, 2, 3]) })
    expect(world.names.get('alice.algo')?.owner).toBe('CHANGED')
    expect(world.issued).toBeInstanceOf(Map)
  })

  it('leaves the world alone when the snapshot is unreadable', () => {
    const before = snapshotWorld()
    expect(restoreWorld('{not json')).toBe(false)
    expect(restoreWorld('{"names": 3}')).toBe(false)
    expect(snapshotWorld()).toBe(before)
  })
})
