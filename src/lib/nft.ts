import { NFT_MAX_UNITS } from '@/config/constants'

/**
 * An asset is an NFT when amount / 10^decimals ≤ 10,000 whole units.
 * Compared as amount ≤ 10,000 × 10^decimals in bigint, so no float error at 19 decimals.
 */
export function isNft(amount: number | bigint, decimals: number | bigint): boolean {
  const places = typeof decimals === 'bigint' ? decimals : Number.isInteger(decimals) ? BigInt(decimals) : -1n
  if (places < 0n) return false
  if (typeof amount === 'number' && !Number.isFinite(amount)) return false
  // amount ≤ limit ⇔ ceil(amount) ≤ limit, the limit being a whole number.
  const units = typeof amount === 'bigint' ? amount : BigInt(Math.ceil(amount))
  return units <= BigInt(NFT_MAX_UNITS) * 10n ** places
}

/** The legacy asset shape the API still sends: an object carrying a numeric asaID. */
export interface LegacyAsset {
  asaID: number
  [key: string]: unknown
}

export function isLegacyAsset(value: unknown): value is LegacyAsset {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { asaID?: unknown }).asaID === 'number' &&
    Number.isFinite((value as { asaID: number }).asaID)
  )
}
