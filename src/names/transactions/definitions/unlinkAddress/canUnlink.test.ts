import { describe, expect, it } from 'vitest'
import { abilityOn, ME } from '@/testing/abilityOn'

describe('canUnlink', () => {
  it('lets the holder unlink an address once one is linked', () => {
    expect(abilityOn('canUnlink', { state: 'owned', owner: ME, caAlgo: [ME] })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a name with no address linked, saying why', () => {
    expect(abilityOn('canUnlink', { state: 'owned', owner: ME })).toEqual({
      allowed: false,
      reason: 'No address is linked yet: link one first',
    })
  })
})
