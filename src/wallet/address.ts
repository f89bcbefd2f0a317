/**
 * Algorand address check (58 base32 chars whose last 4 bytes are the sha512/256 checksum of
 * the public key). Written here, not taken from algosdk, because persisted state is validated
 * synchronously at startup and algosdk must stay out of the initial bundle.
 */
import { sha512_256 } from '@noble/hashes/sha2.js'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const ADDRESS_RE = /^[A-Z2-7]{58}$/

function base32Decode(text: string): Uint8Array {
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((value >> bits) & 0xff)
    }
  }
  return Uint8Array.from(out)
}

export function isValidAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !ADDRESS_RE.test(value)) return false
  const bytes = base32Decode(value)
  if (bytes.length !== 36) return false
  const publicKey = bytes.subarray(0, 32)
  const checksum = sha512_256(publicKey).subarray(28, 32)
  return checksum.every((byte, i) => byte === bytes[32 + i])
}

/** First 6 + '...' + last 4, as the spec shows addresses. */
export function truncateAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`
}
