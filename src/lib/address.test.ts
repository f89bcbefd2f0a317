import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import algosdk from 'algosdk'
import { applicationAddress, encodeAddress, isValidAddress, publicKeyOf, truncateAddress } from './address'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const publicKey = fc.uint8Array({ minLength: 32, maxLength: 32 })
// algosdk is the oracle: encodeAddress for real addresses, isValidAddress for the verdict.
const realAddress = publicKey.map((pk) => algosdk.encodeAddress(pk))

describe('isValidAddress', () => {
  it('accepts every address algosdk encodes', () => {
    fc.assert(
      fc.property(realAddress, (address) => {
        expect(isValidAddress(address)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('agrees with algosdk when one character of a real address is changed', () => {
    // Most changes break the checksum; a change confined to the two unused bits of the
    // last character does not, and both implementations must agree on that too.
    fc.assert(
      fc.property(realAddress, fc.nat(57), fc.constantFrom(...BASE32), (address, at, char) => {
        const mutated = address.slice(0, at) + char + address.slice(at + 1)
        expect(isValidAddress(mutated)).toBe(algosdk.isValidAddress(mutated))
      }),
      { numRuns: 1000 },
    )
  })

  it('agrees with algosdk on arbitrary strings of the address alphabet and near it', () => {
    const chars = fc.constantFrom(...BASE32, 'a', 'z', '0', '1', '8', '=', ' ')
    const candidate = fc.oneof(
      fc.array(chars, { minLength: 56, maxLength: 60 }).map((a) => a.join('')),
      realAddress.map((a) => a.toLowerCase()),
      realAddress.map((a) => `${a}=`),
      realAddress.map((a) => a.slice(1)),
    )
    fc.assert(
      fc.property(candidate, (s) => {
        expect(isValidAddress(s)).toBe(algosdk.isValidAddress(s))
      }),
      { numRuns: 1000 },
    )
  })

  it('examples', () => {
    expect(isValidAddress(TEST_ACCOUNT.address)).toBe(true)
    expect(isValidAddress(OTHER_ACCOUNT.address)).toBe(true)
    expect(isValidAddress(algosdk.ALGORAND_ZERO_ADDRESS_STRING)).toBe(true)
    // Right length and alphabet, wrong checksum.
    expect(isValidAddress('A'.repeat(58))).toBe(false)
    expect(isValidAddress(TEST_ACCOUNT.address.toLowerCase())).toBe(false)
    expect(isValidAddress(TEST_ACCOUNT.address.slice(0, 57))).toBe(false)
    expect(isValidAddress('')).toBe(false)
    expect(isValidAddress(undefined)).toBe(false)
    expect(isValidAddress(42)).toBe(false)
  })

  it('ignores the two unused bits of the last character, as algosdk does', () => {
    const last = TEST_ACCOUNT.address.at(-1) ?? ''
    const sibling = BASE32[BASE32.indexOf(last) ^ 1] ?? ''
    const variant = TEST_ACCOUNT.address.slice(0, 57) + sibling
    expect(algosdk.isValidAddress(variant)).toBe(true)
    expect(isValidAddress(variant)).toBe(true)
    // A change in the used bits of that character breaks the checksum.
    const broken = TEST_ACCOUNT.address.slice(0, 57) + (BASE32[BASE32.indexOf(last) ^ 4] ?? '')
    expect(isValidAddress(broken)).toBe(false)
  })
})

describe('encodeAddress and applicationAddress', () => {
  it('encode every public key as algosdk does', () => {
    fc.assert(
      fc.property(publicKey, (pk) => {
        expect(encodeAddress(pk)).toBe(algosdk.encodeAddress(pk))
      }),
      { numRuns: 500 },
    )
  })

  it('publicKeyOf gives back the key of every address, and refuses a bad address', () => {
    fc.assert(
      fc.property(publicKey, (pk) => {
        expect(publicKeyOf(encodeAddress(pk))).toEqual(pk)
      }),
      { numRuns: 200 },
    )
    expect(() => publicKeyOf('A'.repeat(58))).toThrow('Not an Algorand address')
  })

  it('refuse a key that is not 32 bytes', () => {
    expect(() => encodeAddress(new Uint8Array(31))).toThrow('32 bytes')
  })

  it("derive an application's account as algosdk does", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (appId) => {
        expect(applicationAddress(appId)).toBe(algosdk.getApplicationAddress(appId).toString())
      }),
      { numRuns: 300 },
    )
    expect(applicationAddress(910001)).toBe('PK74ZN4RQQ62NWQYQFABGRSSRLEITW3WLJKG7V47CMSFDPBDRQAFXTRXWQ')
  })
})

describe('truncateAddress', () => {
  it('keeps the first 6 and last 4 characters of a long string', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 14, maxLength: 80 }), (s) => {
        const out = truncateAddress(s)
        expect(out).toHaveLength(13)
        expect(out).toBe(`${s.slice(0, 6)}...${s.slice(s.length - 4)}`)
      }),
    )
  })

  it('returns strings of 13 characters or fewer unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 13 }), (s) => {
        expect(truncateAddress(s)).toBe(s)
      }),
    )
  })

  it('examples', () => {
    expect(truncateAddress(TEST_ACCOUNT.address)).toBe('3XXDT4...XBZ4')
    expect(truncateAddress('ABCDEFGHIJKLMN')).toBe('ABCDEF...KLMN')
    expect(truncateAddress('short')).toBe('short')
  })
})
