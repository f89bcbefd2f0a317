/** Who may mint segments of a root, at what yearly price (USD cents), and what a segment costs its minter. */
import { centsToDollars, formatUsd } from '@/lib/money'
import { holderOf, segmentMintFor } from '../core/abilities'
import type { NfdRecord } from '../api/types'
import { SEGMENT_FEE_USD } from '../core/yearlyPriceUsd'

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

/** What a year of a segment costs the account minting it, in dollars. */
export interface SegmentPrice {
  root: string
  /** The root owner's price; 0 when the root's owner mints. */
  rootOwnerUsd: number
  feeUsd: number
  byRootOwner: boolean
}

/**
 * The root's owner pays only the segment fee; anyone else, when the root is open, its owner's
 * price plus the fee. null when the root is unknown or does not let `sender` mint.
 */
export function segmentPriceOf(root: NfdRecord | null | undefined, sender: string, now: Date): SegmentPrice | null {
  if (!root) return null
  const policy = segmentMintFor(root, sender, now)
  if (policy === 'closed') return null
  const byRootOwner = holderOf(root) === sender
  const rootOwnerUsd = byRootOwner ? 0 : centsToDollars(segmentTermsOf(root).priceUsdCents)
  return { root: root.name, rootOwnerUsd, feeUsd: SEGMENT_FEE_USD, byRootOwner }
}

/** The sentence the mint dialog shows for a segment. */
export function segmentPriceSentence(price: SegmentPrice): string {
  const fee = formatUsd(price.feeUsd)
  if (price.byRootOwner) return `You own ${price.root}: you pay only the ${fee} segment fee a year.`
  return (
    `The owner of ${price.root} asks ${formatUsd(price.rootOwnerUsd)} a year for its segments, plus the ${fee} ` +
    `segment fee: ${formatUsd(price.rootOwnerUsd + price.feeUsd)} a year, paid in ALGO.`
  )
}

/** The estimate's line label for a segment's years. */
export function segmentPriceLabel(price: SegmentPrice, years: number): string {
  const span = `${years} year${years === 1 ? '' : 's'}`
  const fee = `${formatUsd(price.feeUsd)} segment fee`
  return price.byRootOwner
    ? `Price for ${span} (the ${fee} only)`
    : `Price for ${span} (${price.root}'s ${formatUsd(price.rootOwnerUsd)} + ${fee}, a year)`
}
