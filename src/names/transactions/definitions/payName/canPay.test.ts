import { describe, expect, it } from 'vitest'
import { abilityOn, ME, SOMEONE } from '@/testing/abilityOn'

const pay = (record: Parameters<typeof abilityOn>[1], as?: string | null) => abilityOn('canPay', record, as)

describe('canPay', () => {
  it('lets anyone connected pay a name someone holds, its holder too', () => {
    expect(pay({ state: 'owned', owner: SOMEONE })).toEqual({ allowed: true, reason: null })
    expect(pay({ state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a listed, reserved or expired name, and says why', () => {
    const why = 'Only a name someone holds (not listed, reserved or expired) takes payments'
    expect(pay({ state: 'forSale', owner: SOMEONE, sellAmount: 5_000_000 })).toEqual({ allowed: false, reason: why })
    expect(pay({ state: 'reserved', reservedFor: SOMEONE })).toEqual({ allowed: false, reason: why })
    expect(pay({ state: 'expired', owner: SOMEONE })).toEqual({ allowed: false, reason: why })
  })

  it('needs a wallet', () => {
    expect(pay({ state: 'owned', owner: SOMEONE }, null)).toEqual({ allowed: false, reason: 'Connect a wallet first' })
  })
})
