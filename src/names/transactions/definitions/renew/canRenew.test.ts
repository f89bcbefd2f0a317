import { describe, expect, it } from 'vitest'
import { abilityOn, LATER, ME, SOMEONE } from '@/testing/abilityOn'

describe('canRenew', () => {
  it('lets the holder renew a name that expires, and anyone take over an expired one', () => {
    expect(abilityOn('canRenew', { state: 'owned', owner: ME, timeExpires: LATER })).toEqual({
      allowed: true,
      reason: null,
    })
    expect(abilityOn('canRenew', { state: 'expired', owner: SOMEONE })).toEqual({ allowed: true, reason: null })
  })

  it("refuses another's live name and a lifetime name, saying why", () => {
    expect(abilityOn('canRenew', { state: 'owned', owner: SOMEONE, timeExpires: LATER })).toEqual({
      allowed: false,
      reason: 'Only the owner can renew it',
    })
    expect(abilityOn('canRenew', { state: 'owned', owner: ME })).toEqual({
      allowed: false,
      reason: 'It never expires (a lifetime name)',
    })
  })
})
