import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canLink', () => {
  it('lets the holder of a live name link addresses', () => {
    expect(abilityOn('canLink', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses anyone else, and an old contract until it is upgraded, saying why', () => {
    expect(abilityOn('canLink', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can link addresses',
    })
    expect(abilityOn('canLink', { state: 'owned', owner: ME, properties: { internal: { ver: '2.5' } } })).toEqual({
      allowed: false,
      reason: 'Upgrade the contract first: version 2.5 cannot link addresses',
    })
  })
})
