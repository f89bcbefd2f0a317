import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

describe('canLockVault', () => {
  it("lets the holder lock the name's vault", () => {
    expect(abilityOn('canLockVault', { state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses anyone else, and a name without a vault, saying why', () => {
    expect(abilityOn('canLockVault', { state: 'owned', owner: SOMEONE })).toEqual({
      allowed: false,
      reason: 'Only the owner can lock its vault',
    })
    expect(abilityOn('canLockVault', { state: 'owned', owner: ME, nfdAccount: '' })).toEqual({
      allowed: false,
      reason: 'The name has no vault',
    })
  })
})
