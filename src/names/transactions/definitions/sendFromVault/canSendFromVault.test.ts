import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canSendFromVault', () => {
  it("lets the holder move what is in the name's vault", () => {
    expect(abilityOn('canSendFromVault', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses anyone else, and a name without a vault, saying why', () => {
    expect(abilityOn('canSendFromVault', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can send from its vault',
    })
    expect(abilityOn('canSendFromVault', { state: 'owned', owner: ME, nfdAccount: '' })).toEqual({
      allowed: false,
      reason: 'The name has no vault',
    })
  })
})
