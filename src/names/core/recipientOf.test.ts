import { describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import type { NfdRecord } from '../api/types'
import { recipientOf } from './recipientOf'

const base: NfdRecord = { name: 'bob.algo', state: 'owned', owner: OTHER_ACCOUNT.address, nfdAccount: 'APP' }

describe('recipientOf', () => {
  it('the primary verified address first, marked verified', () => {
    expect(recipientOf({ ...base, caAlgo: [TEST_ACCOUNT.address, OTHER_ACCOUNT.address] })).toEqual({
      address: TEST_ACCOUNT.address,
      verified: true,
    })
  })

  it('else the owner, marked unverified', () => {
    expect(recipientOf(base)).toEqual({ address: OTHER_ACCOUNT.address, verified: false })
  })

  it('nobody for a name that is not owned, or not minted', () => {
    expect(recipientOf({ ...base, state: 'forSale', caAlgo: [TEST_ACCOUNT.address] })).toBeNull()
    expect(recipientOf({ ...base, state: 'reserved' })).toBeNull()
    expect(recipientOf(null)).toBeNull()
  })
})
