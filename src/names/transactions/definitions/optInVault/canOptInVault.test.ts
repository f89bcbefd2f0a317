import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

const open = { internal: { vaultOptInLocked: '0' } }
const locked = { internal: { vaultOptInLocked: '1' } }

describe('canOptInVault', () => {
  it('lets anyone opt an open vault in, and its holder a locked one', () => {
    expect(abilityOn('canOptInVault', { state: 'owned', owner: SOMEONE, properties: open })).toEqual({
      allowed: true,
      reason: null,
    })
    expect(abilityOn('canOptInVault', { state: 'owned', owner: ME, properties: locked })).toEqual({
      allowed: true,
      reason: null,
    })
  })

  it('refuses anyone else a locked vault, saying why', () => {
    expect(abilityOn('canOptInVault', { state: 'owned', owner: SOMEONE, properties: locked })).toEqual({
      allowed: false,
      reason: 'The owner locked the vault to opt-ins',
    })
  })
})
