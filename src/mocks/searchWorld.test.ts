import { describe, expect, it } from 'vitest'
import { buildRecord } from './fixtures/names'
import { searchRecords } from './searchWorld'

const NOW = Date.parse('2026-06-01T00:00:00Z')
const records = [
  buildRecord({ name: 'soon.algo', appID: 11, state: 'owned', expiresInDays: 10, createdDaysAgo: 5 }, NOW),
  buildRecord({ name: 'later.algo', appID: 13, state: 'owned', expiresInDays: 40, createdDaysAgo: 5 }, NOW),
  {
    ...buildRecord({ name: 'forever.algo', appID: 15, state: 'owned', expiresInDays: 1, createdDaysAgo: 5 }, NOW),
    timeExpires: undefined,
  },
]
const soonExpires = records[0]!.timeExpires!

const names = (query: string) => searchRecords(records, new URLSearchParams(query)).map((r) => r.name)

describe('searchRecords: expiresBefore', () => {
  it('takes the names expiring at or before the time, as the API describes it, soonest first', () => {
    expect(names(`sort=expiresAsc&state=owned&expiresBefore=${soonExpires}`)).toEqual(['soon.algo'])
    const justBefore = new Date(Date.parse(soonExpires) - 1).toISOString()
    expect(names(`sort=expiresAsc&state=owned&expiresBefore=${justBefore}`)).toEqual([])
    const in60Days = new Date(NOW + 60 * 86_400_000).toISOString()
    expect(names(`sort=expiresAsc&state=owned&expiresBefore=${in60Days}`)).toEqual(['soon.algo', 'later.algo'])
  })

  it('leaves out a name without an expiry', () => {
    expect(names(`state=owned&expiresBefore=2100-01-01T00:00:00Z`)).not.toContain('forever.algo')
  })
})
