/** Who may mint segments of a root, and at what yearly price (USD cents), from its record. */
import type { NfdRecord } from './api/types'

export interface SegmentTerms {
  locked: boolean
  priceUsdCents: number
}

export function segmentTermsOf(record: NfdRecord | null): SegmentTerms {
  const internal = record?.properties?.internal ?? {}
  const cents = Number(internal.segmentPriceUsd ?? 0)
  // Anything but an explicit '0' is locked: the contract's default.
  return { locked: internal.segmentLocked !== '0', priceUsdCents: Number.isSafeInteger(cents) && cents > 0 ? cents : 0 }
}
