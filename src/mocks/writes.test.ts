import { afterEach, describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from './accounts'
import { resetWorld, world } from './world'
import { renew } from './writes'

afterEach(() => resetWorld())

describe('mock renew', () => {
  it('anyone may pay to extend a live name: it keeps its owner and links', () => {
    const before = Date.parse(world.names.get('bob.algo')!.timeExpires!)
    renew({ name: 'bob.algo', buyer: TEST_ACCOUNT.address, years: 2 }).apply()
    const bob = world.names.get('bob.algo')!
    expect(bob.owner).toBe(OTHER_ACCOUNT.address)
    expect(bob.caAlgo).toEqual([OTHER_ACCOUNT.address])
    expect(Date.parse(bob.timeExpires!)).toBeGreaterThan(before)
  })

  it('an expired name changes hands: the payer takes it over, its links cleared', () => {
    renew({ name: 'expired.algo', buyer: TEST_ACCOUNT.address, years: 1 }).apply()
    const taken = world.names.get('expired.algo')!
    expect(taken.owner).toBe(TEST_ACCOUNT.address)
    expect(taken.state).toBe('owned')
  })
})
