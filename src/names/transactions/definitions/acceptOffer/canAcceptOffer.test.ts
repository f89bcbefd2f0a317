import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canAcceptOffer', () => {
  it('lets the holder accept an offer on a name not listed', () => {
    expect(abilityOn('canAcceptOffer', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a listed name, and anyone but the holder, saying why', () => {
    expect(abilityOn('canAcceptOffer', { state: 'forSale', owner: ME, sellAmount: 5_000_000 })).toEqual({
      allowed: false,
      reason: 'It is listed: cancel the sale first',
    })
    expect(abilityOn('canAcceptOffer', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can accept an offer',
    })
  })
})
