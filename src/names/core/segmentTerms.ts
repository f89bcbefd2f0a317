/** Who may mint segments of a root, at what yearly price (USD cents), and what a segment costs its minter. */
import { centsToDollars, formatUsd } from '@/lib/money'
import { holderOf, segmentMintFor } from './abilities'
import type { NfdRecord } from '../api/types'
import { SEGMENT_FEE_USD } from './yearlyPriceUsd'
import { count, i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/core/segmentTerms', {
  byOwner: params('You own {root}: you pay only the {fee} segment fee a year.'),
  byOthers: params(
    'The owner of {root} asks {price} a year for its segments, plus the {fee} segment fee: {total} a year, paid in ALGO.',
  ),
  ownerLabel: params(
    count({
      one: 'Price for {count} year (the {fee} segment fee only)',
      other: 'Price for {count} years (the {fee} segment fee only)',
    }),
  ),
  othersLabel: params(
    count({
      one: "Price for {count} year ({root}'s {price} + {fee} segment fee, a year)",
      other: "Price for {count} years ({root}'s {price} + {fee} segment fee, a year)",
    }),
  ),
})

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
  const t = messages.get()
  const fee = formatUsd(price.feeUsd)
  if (price.byRootOwner) return t.byOwner({ root: price.root, fee })
  return t.byOthers({
    root: price.root,
    price: formatUsd(price.rootOwnerUsd),
    fee,
    total: formatUsd(price.rootOwnerUsd + price.feeUsd),
  })
}

/** The estimate's line label for a segment's years. */
export function segmentPriceLabel(price: SegmentPrice, years: number): string {
  const t = messages.get()
  const fee = formatUsd(price.feeUsd)
  return price.byRootOwner
    ? t.ownerLabel({ fee })(years)
    : t.othersLabel({ root: price.root, price: formatUsd(price.rootOwnerUsd), fee })(years)
}
