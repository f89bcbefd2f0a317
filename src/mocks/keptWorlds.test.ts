// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { forgetKeptWorlds, keepWorldsOnPagehide, restoreKeptWorlds } from './keptWorlds'
import { enterMockNetwork, forgetParkedWorlds, routeToMockNetwork } from './mockNetworkSwitch'
import { PARKED_WORLDS_STORAGE_KEY } from './storageKeys'
import { createWorld, world } from './world'

afterEach(() => {
  forgetKeptWorlds()
  Object.assign(world, createWorld())
})

describe('the mock chains across a reload', () => {
  it('keeps the current chain and the one the app left, each as it was', async () => {
    world.names.get('alice.algo')!.sellAmount = 7
    await routeToMockNetwork(new Request(`${NETWORKS['mock-mainnet'].apiBase}/nfd/alice.algo`))
    world.names.get('bob.algo')!.sellAmount = 9
    keepWorldsOnPagehide()
    window.dispatchEvent(new Event('pagehide'))

    // The reload: a new page starts from the fixtures of the first chain, with nothing parked.
    forgetParkedWorlds()
    Object.assign(world, createWorld())
    expect(restoreKeptWorlds()).toBe(true)
    expect(world.network).toBe('mock-mainnet')
    expect(world.names.get('bob.algo')?.sellAmount).toBe(9)
    enterMockNetwork('mock')
    expect(world.names.get('alice.algo')?.sellAmount).toBe(7)
    expect(world.names.get('bob.algo')?.sellAmount).toBeUndefined()
  })

  it('has nothing to restore after a reset, and drops an unreadable snapshot of another chain', () => {
    forgetKeptWorlds()
    expect(restoreKeptWorlds()).toBe(false)
    sessionStorage.setItem(PARKED_WORLDS_STORAGE_KEY, JSON.stringify(['{not json', 3]))
    expect(restoreKeptWorlds()).toBe(false)
    enterMockNetwork('mock-mainnet')
    expect(world.names.get('alice.algo')?.sellAmount).toBeUndefined()
  })
})
