import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '@/lib/errors'
import { parseTotalsReply } from './totals'

describe('parseTotalsReply', () => {
  it('keeps each well-typed count and drops a wrong one alone, never turning it into zero', () => {
    const totals = parseTotalsReply({
      total: 120,
      forSale: '7',
      uniqueOwners: -1,
      mintedTotals: { day: 1, week: 5, month: 'many', lifetime: 120 },
      contractTotals: { majorVersions: { '2': 10, '3': 100, '4': 'x' }, allVersions: { '3.0.1': 1 } },
    })
    expect(totals).toEqual({
      total: 120,
      mintedTotals: { day: 1, week: 5, lifetime: 120 },
      contractTotals: { majorVersions: { '2': 10, '3': 100 } },
    })
  })

  it('a reply that is not an object is unusable', () => {
    expect(() => parseTotalsReply([1, 2])).toThrow(MalformedResponseError)
    expect(() => parseTotalsReply(null)).toThrow(MalformedResponseError)
  })
})
