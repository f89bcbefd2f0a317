import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canCancelSale', () => {
  it('lets the holder cancel the sale of a listed name', () => {
    expect(abilityOn('canCancelSale', { state: 'forSale', owner: ME, sellAmount: 1_000_000 })).toEqual({
      allowed: true,
      reason: null,
    })
  })

  it('refuses a name not listed, and anyone but the holder, saying why', () => {
    expect(abilityOn('canCancelSale', { state: 'owned', owner: ME })).toEqual({
      allowed: false,
      reason: 'It is not listed for sale',
    })
    expect(abilityOn('canCancelSale', { state: 'forSale', owner: SOMEONE, sellAmount: 1_000_000 })).toEqual({
      allowed: false,
      reason: 'Only the owner can cancel its sale',
    })
  })
})
