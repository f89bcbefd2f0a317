import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import type { AnalyticEntry } from '../api/analytics'
import { offersMadeStatus, withListing } from './offerMadeStatus'

const ME = TEST_ACCOUNT.address
const OWNER = OTHER_ACCOUNT.address
const NEXT = THIRD_ACCOUNT.address

const offer = (over: Partial<AnalyticEntry> = {}): AnalyticEntry => ({
  timestamp: '2026-11-20T00:00:00Z',
  price: 5_000_000,
  priceUsd: 1.25,
  event: 'postedOffer',
  name: 'bob.algo',
  buyer: ME,
  seller: OWNER,
  currentOwner: OWNER,
  note: null,
  ...over,
})

const statuses = (entries: AnalyticEntry[]) => offersMadeStatus(entries).map((o) => o.status)

describe('offersMadeStatus', () => {
  it('an offer to the owner who still owns the name is open', () => {
    expect(statuses([offer()])).toEqual(['open'])
    expect(statuses([offer({ event: 'escrowedOffer' })])).toEqual(['open'])
  })

  it('an older offer on the same name by the same account is replaced; another account’s is not', () => {
    const other = offer({ buyer: NEXT, timestamp: '2026-11-19T00:00:00Z' })
    const older = offer({ timestamp: '2026-11-01T00:00:00Z', price: 2_000_000 })
    expect(statuses([offer(), other, older])).toEqual(['open', 'open', 'replaced'])
    expect(statuses([offer(), offer({ name: 'alice.algo' })])).toEqual(['open', 'open'])
  })

  it('a name now owned by the bidder is theirs; by someone else, the offer is closed', () => {
    expect(statuses([offer({ currentOwner: ME })])).toEqual(['yours'])
    expect(statuses([offer({ currentOwner: NEXT })])).toEqual(['ownerChanged'])
  })

  it('without the current owner or the seller it is never open', () => {
    expect(statuses([offer({ currentOwner: null })])).toEqual(['unknown'])
    expect(statuses([offer({ seller: null })])).toEqual(['unknown'])
  })

  it('is open only for the newest offer per account and name whose owner has not changed', () => {
    const entry = fc.record({
      name: fc.constantFrom('a.algo', 'b.algo'),
      buyer: fc.constantFrom(ME, NEXT),
      seller: fc.constantFrom(OWNER, NEXT, null),
      currentOwner: fc.constantFrom(OWNER, NEXT, ME, null),
    })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (specs) => {
        const entries = specs.map((spec) => offer(spec))
        offersMadeStatus(entries).forEach(({ status }, i) => {
          const e = entries[i]!
          const newer = entries.slice(0, i).some((n) => n.name === e.name && n.buyer === e.buyer)
          const open = !newer && e.seller !== null && e.currentOwner === e.seller && e.currentOwner !== e.buyer
          expect(status === 'open').toBe(open)
        })
      }),
    )
  })
})

describe('withListing', () => {
  const [open] = offersMadeStatus([offer()])
  it('a listing reserved for the bidder accepts an open offer', () => {
    expect(withListing(open!, { state: 'forSale', reservedFor: ME })).toBe('accepted')
  })
  it('a listing for anyone else, or no record, leaves it open', () => {
    expect(withListing(open!, { state: 'forSale', reservedFor: NEXT })).toBe('open')
    expect(withListing(open!, { state: 'forSale' })).toBe('open')
    expect(withListing(open!, undefined)).toBe('open')
  })
  it('never reopens a closed offer', () => {
    const [closed] = offersMadeStatus([offer({ currentOwner: NEXT })])
    expect(withListing(closed!, { state: 'forSale', reservedFor: ME })).toBe('ownerChanged')
  })
})
