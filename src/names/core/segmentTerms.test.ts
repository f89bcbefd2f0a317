import { describe, expect, it } from 'vitest'
import type { NfdRecord } from '../api/types'
import { segmentPriceLabel, segmentPriceOf, segmentPriceSentence, segmentTermsOf } from './segmentTerms'

const OWNER = 'OWNER'
const ME = 'ME'
const NOW = new Date('2026-06-01T00:00:00Z')

function root(internal: Record<string, string>): NfdRecord {
  return {
    name: 'club.algo',
    owner: OWNER,
    nfdAccount: 'VAULT',
    state: 'owned',
    timeExpires: '2030-01-01T00:00:00Z',
    properties: { internal },
  } as NfdRecord
}

describe('segmentTermsOf', () => {
  it('reads the lock and the cents; anything but "0" is locked', () => {
    expect(segmentTermsOf(root({ segmentLocked: '0', segmentPriceUsd: '250' }))).toEqual({
      locked: false,
      priceUsdCents: 250,
    })
    expect(segmentTermsOf(root({}))).toEqual({ locked: true, priceUsdCents: 0 })
  })
})

describe('segmentPriceOf', () => {
  it("an open root: someone else pays the owner's price plus the segment fee", () => {
    const price = segmentPriceOf(root({ segmentLocked: '0', segmentPriceUsd: '250' }), ME, NOW)
    expect(price).toEqual({ root: 'club.algo', rootOwnerUsd: 2.5, feeUsd: 5, byRootOwner: false })
    expect(segmentPriceSentence(price!)).toBe(
      'The owner of club.algo asks $2.50 a year for its segments, plus the $5.00 segment fee: $7.50 a year, paid in ALGO.',
    )
    expect(segmentPriceLabel(price!, 2)).toBe("Price for 2 years (club.algo's $2.50 + $5.00 segment fee, a year)")
  })

  it("the root's owner pays the fee alone, open or locked", () => {
    const open: Record<string, string> = { segmentLocked: '0', segmentPriceUsd: '250' }
    for (const internal of [open, { segmentLocked: '1' }]) {
      const price = segmentPriceOf(root(internal), OWNER, NOW)
      expect(price).toMatchObject({ rootOwnerUsd: 0, byRootOwner: true })
      expect(segmentPriceSentence(price!)).toBe('You own club.algo: you pay only the $5.00 segment fee a year.')
      expect(segmentPriceLabel(price!, 1)).toBe('Price for 1 year (the $5.00 segment fee only)')
    }
  })

  it('nothing for a locked root of someone else, or an unknown root', () => {
    expect(segmentPriceOf(root({ segmentLocked: '1' }), ME, NOW)).toBeNull()
    expect(segmentPriceOf(undefined, ME, NOW)).toBeNull()
    expect(segmentPriceOf(null, ME, NOW)).toBeNull()
  })
})
