import { describe, expect, it } from 'vitest'
import { abilityOn, SOMEONE } from '@/testing/abilityOn'

describe('canSendToVault', () => {
  it("lets anyone send to a live name's vault", () => {
    expect(abilityOn('canSendToVault', { state: 'owned', owner: SOMEONE })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a name without a vault, or not live, saying why', () => {
    expect(abilityOn('canSendToVault', { state: 'owned', owner: SOMEONE, nfdAccount: '' })).toEqual({
      allowed: false,
      reason: 'The name has no vault',
    })
    expect(abilityOn('canSendToVault', { state: 'reserved', reservedFor: SOMEONE })).toEqual({
      allowed: false,
      reason: 'The name is not live',
    })
  })
})
