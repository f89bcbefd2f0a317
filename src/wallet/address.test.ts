import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import algosdk from 'algosdk'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { isValidAddress, truncateAddress } from './address'

describe('isValidAddress', () => {
  it('agrees with algosdk on real addresses and single-character corruptions', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(57), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), (pk, pos, ch) => {
        const address = algosdk.encodeAddress(pk)
        expect(isValidAddress(address)).toBe(true)
        const mutated = address.slice(0, pos) + ch + address.slice(pos + 1)
        expect(isValidAddress(mutated)).toBe(algosdk.isValidAddress(mutated))
      }),
      { numRuns: 200 },
    )
  })

  it('rejects non-strings, wrong lengths and lowercase', () => {
    expect(isValidAddress(42)).toBe(false)
    expect(isValidAddress(TEST_ACCOUNT.address.slice(1))).toBe(false)
    expect(isValidAddress(TEST_ACCOUNT.address.toLowerCase())).toBe(false)
    expect(isValidAddress(TEST_ACCOUNT.address)).toBe(true)
  })

  it('truncates to first 6 ... last 4', () => {
    expect(truncateAddress(TEST_ACCOUNT.address)).toBe('3XXDT4...XBZ4')
  })
})
