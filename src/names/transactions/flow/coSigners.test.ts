import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { truncateAddress } from '@/lib/address'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { linkAddress } from '../definitions/linkAddress/linkAddress'
import { editProfile } from '../definitions/editProfile/editProfile'
import type { ActionContext } from '../types'
import { coSignersOf, parseForFlow } from './coSigners'

const ME = TEST_ACCOUNT.address
const OTHER = OTHER_ACCOUNT.address
const ctx = (heldAccounts: string[]): ActionContext => ({
  name: 'alice.algo',
  record: { name: 'alice.algo', caAlgo: [ME] },
  sender: ME,
  network: NETWORKS.mock,
  heldAccounts,
})

describe('co-signers on review', () => {
  it('linking another address: it must sign; refused until the wallet holds it, then it goes', () => {
    expect(coSignersOf(linkAddress, { address: OTHER }, ctx([ME]))).toEqual([{ address: OTHER, held: false }])
    expect(parseForFlow(linkAddress, { address: OTHER }, ctx([ME]))).toEqual({
      ok: false,
      message: `${truncateAddress(OTHER)} must sign too, and your wallet does not hold it: connect it first.`,
    })
    expect(coSignersOf(linkAddress, { address: OTHER }, ctx([ME, OTHER]))).toEqual([{ address: OTHER, held: true }])
    expect(parseForFlow(linkAddress, { address: OTHER }, ctx([ME, OTHER]))).toEqual({
      ok: true,
      value: { address: OTHER },
    })
  })

  it('linking the sender itself, or an action without co-signers, asks nobody else', () => {
    const noLinks = { ...ctx([ME]), record: { name: 'alice.algo' } }
    expect(coSignersOf(linkAddress, { address: ME }, noLinks)).toEqual([])
    expect(parseForFlow(linkAddress, { address: ME }, noLinks).ok).toBe(true)
    expect(coSignersOf(editProfile, {} as never, ctx([]))).toEqual([])
  })
})
