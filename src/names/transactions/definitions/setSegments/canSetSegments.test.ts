import { describe, expect, it } from 'vitest'
import { abilityOn, ME } from '@/testing/abilityOn'

describe('canSetSegments', () => {
  it("lets a root's holder set its segments", () => {
    expect(abilityOn('canSetSegments', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a segment, saying only a root has segments', () => {
    expect(abilityOn('canSetSegments', { name: 'shop.alice.algo', state: 'owned', owner: ME, parentAppID: 7 })).toEqual(
      { allowed: false, reason: 'Only a root name (one word before .algo) has segments' },
    )
  })
})
