/**
 * Whether a value looks like an Algorand address: 58 characters of unpadded base32 (A–Z, 2–7).
 * No hash: the checksum is `isValidAddress`'s (lib/address), which needs SHA-512/256.
 */
const ADDRESS_LENGTH = 58
const ADDRESS_RE = new RegExp(`^[A-Z2-7]{${ADDRESS_LENGTH}}$`)

export function hasAddressShape(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS_RE.test(value)
}
