/**
 * Algorand addresses without algosdk, which is loaded lazily. An address is base32 (A–Z, 2–7, no
 * padding) of the 32-byte public key followed by a 4-byte checksum: the last 4 bytes of
 * SHA-512/256 of the key. The first page's code needs none of it (its hash included): it uses
 * `hasAddressShape` and `truncateAddress`, and loads the checksum with `loadAddressCheck`.
 */
import { sha512_256 } from '@noble/hashes/sha2.js'
import { hasAddressShape } from './hasAddressShape'

export { truncateAddress } from './truncateAddress'

const PUBLIC_KEY_BYTES = 32
const CHECKSUM_BYTES = 4
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** Decodes unpadded base32; trailing bits that do not fill a byte are dropped, as algosdk does. */
function base32Decode(text: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8))
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of text) {
    buffer = ((buffer << 5) | BASE32_ALPHABET.indexOf(char)) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}

function base32Encode(bytes: Uint8Array): string {
  let text = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      text += BASE32_ALPHABET[(buffer >> bits) & 31]
    }
  }
  return bits > 0 ? text + BASE32_ALPHABET[(buffer << (5 - bits)) & 31] : text
}

/** The address of a 32-byte public key: the key and its 4-byte checksum in base32. */
export function encodeAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== PUBLIC_KEY_BYTES) throw new Error(`A public key has ${PUBLIC_KEY_BYTES} bytes`)
  const withChecksum = new Uint8Array(PUBLIC_KEY_BYTES + CHECKSUM_BYTES)
  withChecksum.set(publicKey)
  withChecksum.set(sha512_256(publicKey).subarray(-CHECKSUM_BYTES), PUBLIC_KEY_BYTES)
  return base32Encode(withChecksum)
}

/** An application's account: SHA-512/256 of "appID" and the id as a big-endian uint64. */
export function applicationAddress(appId: number | bigint): string {
  const preimage = new Uint8Array(5 + 8)
  preimage.set(new TextEncoder().encode('appID'))
  new DataView(preimage.buffer).setBigUint64(5, BigInt(appId))
  return encodeAddress(sha512_256(preimage))
}

export function isValidAddress(address: unknown): address is string {
  if (!hasAddressShape(address)) return false
  const decoded = base32Decode(address)
  const publicKey = decoded.subarray(0, PUBLIC_KEY_BYTES)
  const checksum = decoded.subarray(PUBLIC_KEY_BYTES, PUBLIC_KEY_BYTES + CHECKSUM_BYTES)
  const expected = sha512_256(publicKey).subarray(-CHECKSUM_BYTES)
  return expected.every((byte, i) => byte === checksum[i])
}

/** The 32-byte public key of a valid address; throws on anything else. */
export function publicKeyOf(address: string): Uint8Array {
  if (!isValidAddress(address)) throw new Error(`Not an Algorand address: ${address}`)
  return base32Decode(address).slice(0, PUBLIC_KEY_BYTES)
}
