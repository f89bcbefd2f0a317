import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

const at = (ver: string, owner: string = ME) => ({ state: 'owned' as const, owner, properties: { internal: { ver } } })

describe('canUpgrade', () => {
  it('lets the holder upgrade an old contract (an owner change an old contract can make)', () => {
    expect(abilityOn('canUpgrade', at('2.5'))).toEqual({ allowed: true, reason: null })
  })

  it('refuses a current contract, naming its version, and anyone but the holder', () => {
    expect(abilityOn('canUpgrade', at('3.0'))).toEqual({
      allowed: false,
      reason: 'The contract is current already (version 3.0)',
    })
    expect(abilityOn('canUpgrade', at('2.5', SOMEONE))).toEqual({
      allowed: false,
      reason: 'Only the owner can upgrade its contract',
    })
  })
})
