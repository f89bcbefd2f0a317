import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canClaim', () => {
  it('lets the one account a name is reserved for claim it, reserved or listed for it', () => {
    expect(abilityOn('canClaim', { state: 'reserved', reservedFor: ME })).toEqual({ allowed: true, reason: null })
    const listed = { state: 'forSale', owner: SOMEONE, sellAmount: 1_000_000, reservedFor: ME } as const
    expect(abilityOn('canClaim', listed)).toEqual({ allowed: true, reason: null })
  })

  it('refuses anyone else, and says why', () => {
    expect(abilityOn('canClaim', { state: 'reserved', reservedFor: SOMEONE })).toEqual({
      allowed: false,
      reason: 'It is not reserved for you',
    })
  })
})
