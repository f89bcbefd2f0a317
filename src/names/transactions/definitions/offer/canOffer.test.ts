import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canOffer', () => {
  it('lets anyone but the holder make an offer on an owned name', () => {
    expect(abilityOn('canOffer', { state: 'owned', owner: SOMEONE })).toEqual({ allowed: true, reason: null })
  })

  it('refuses its own holder and a listed name, saying why', () => {
    expect(abilityOn('canOffer', { state: 'owned', owner: ME })).toEqual({ allowed: false, reason: 'It is yours' })
    expect(abilityOn('canOffer', { state: 'forSale', owner: SOMEONE, sellAmount: 5_000_000 })).toEqual({
      allowed: false,
      reason: 'Offers go to an owned name, not listed',
    })
  })
})
