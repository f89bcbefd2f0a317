import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canList', () => {
  it('lets the holder list a name not listed yet', () => {
    expect(abilityOn('canList', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a listed name, and anyone but the holder, saying why', () => {
    expect(abilityOn('canList', { state: 'forSale', owner: ME, sellAmount: 1_000_000 })).toEqual({
      allowed: false,
      reason: 'It is listed already: cancel the sale to change it',
    })
    expect(abilityOn('canList', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can list it',
    })
  })
})
