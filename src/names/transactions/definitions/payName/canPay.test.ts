import { describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import type { NfdRecord } from '../../../api/types'
import { abilityReasons, computeAbilities } from '../../abilities'

const ME = TEST_ACCOUNT.address
const NOW = new Date('2026-06-01T00:00:00Z')

function payable(record: Partial<NfdRecord>, activeAddress: string | null = ME) {
  const input = {
    name: 'alice.algo',
    record: { name: 'alice.algo', nfdAccount: THIRD_ACCOUNT.address, ...record },
    activeAddress,
    now: NOW,
  }
  return { allowed: computeAbilities(input).canPay, reason: abilityReasons(input).canPay }
}

describe('canPay', () => {
  it('lets anyone connected pay a name someone holds, its holder too', () => {
    expect(payable({ state: 'owned', owner: OTHER_ACCOUNT.address })).toEqual({ allowed: true, reason: null })
    expect(payable({ state: 'owned', owner: ME })).toEqual({ allowed: true, reason: null })
  })

  it('refuses a listed, reserved or expired name, and says why', () => {
    const why = 'Only a name someone holds (not listed, reserved or expired) takes payments'
    expect(payable({ state: 'forSale', owner: OTHER_ACCOUNT.address, sellAmount: 5_000_000 })).toEqual({
      allowed: false,
      reason: why,
    })
    expect(payable({ state: 'reserved', reservedFor: OTHER_ACCOUNT.address })).toEqual({ allowed: false, reason: why })
    expect(payable({ state: 'expired', owner: OTHER_ACCOUNT.address })).toEqual({ allowed: false, reason: why })
  })

  it('needs a wallet', () => {
    expect(payable({ state: 'owned', owner: OTHER_ACCOUNT.address }, null)).toEqual({
      allowed: false,
      reason: 'Connect a wallet first',
    })
  })
})
