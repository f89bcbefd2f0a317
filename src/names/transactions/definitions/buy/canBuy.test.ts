import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

const listed = (owner: string, reservedFor?: string) =>
  ({ state: 'forSale', owner, sellAmount: 5_000_000, ...(reservedFor ? { reservedFor } : {}) }) as const

describe('canBuy', () => {
  it('lets anyone but the holder buy a name listed for all', () => {
    expect(abilityOn('canBuy', listed(SOMEONE))).toEqual({ allowed: true, reason: null })
  })

  it('refuses its own holder, a private sale and a name not listed, saying why', () => {
    expect(abilityOn('canBuy', listed(ME))).toEqual({ allowed: false, reason: 'It is yours' })
    expect(abilityOn('canBuy', listed(SOMEONE, ME))).toEqual({ allowed: false, reason: 'It is reserved for one buyer' })
    expect(abilityOn('canBuy', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'It is not for sale',
    })
  })
})
