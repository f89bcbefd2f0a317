import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canSendName', () => {
  it('lets the holder send a name not listed', () => {
    expect(abilityOn('canSendName', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a listed name, and anyone but the holder, saying why', () => {
    expect(abilityOn('canSendName', { state: 'forSale', owner: ME, sellAmount: 5_000_000 })).toEqual({
      allowed: false,
      reason: 'It is listed: cancel the sale first',
    })
    expect(abilityOn('canSendName', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can send it',
    })
  })
})
