import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { NfdRecord } from '@/names/api/types'
import { expiryOf } from '@/names/core/expiry'
import { filterPortfolio, PORTFOLIO_SORTS, sortPortfolio } from './portfolio'

const NOW = new Date('2030-01-15T12:00:00Z')
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString()

describe('portfolio', () => {
  it('flags names expiring within 30 days, not later ones, and expired ones as expired', () => {
    expect(expiryOf({ name: 'a.algo', timeExpires: days(29.9) }, NOW)).toMatchObject({
      soon: true,
      expired: false,
      daysLeft: 29,
    })
    expect(expiryOf({ name: 'a.algo', timeExpires: days(30) }, NOW)).toMatchObject({ soon: false, expired: false })
    expect(expiryOf({ name: 'a.algo', timeExpires: days(-1) }, NOW)).toMatchObject({ soon: false, expired: true })
    expect(expiryOf({ name: 'a.algo' }, NOW)).toEqual({ at: null, expired: false, soon: false, daysLeft: null })
    expect(expiryOf({ name: 'a.algo', state: 'expired' }, NOW).expired).toBe(true)
  })

  it('sorts by expiry soonest first, lifetime names last; price puts unlisted last', () => {
    const names: NfdRecord[] = [
      { name: 'life.algo' },
      { name: 'late.algo', timeExpires: days(300) },
      { name: 'soon.algo', timeExpires: days(3), state: 'forSale', sellAmount: 9 },
      { name: 'cheap.algo', state: 'forSale', sellAmount: 1 },
    ]
    expect(sortPortfolio(names, 'expiry').map((r) => r.name)).toEqual([
      'soon.algo',
      'late.algo',
      'cheap.algo',
      'life.algo',
    ])
    expect(sortPortfolio(names, 'price').map((r) => r.name)).toEqual([
      'cheap.algo',
      'soon.algo',
      'late.algo',
      'life.algo',
    ])
    expect(sortPortfolio(names, 'name').map((r) => r.name)).toEqual([
      'cheap.algo',
      'late.algo',
      'life.algo',
      'soon.algo',
    ])
    expect(filterPortfolio(names, 'expiring', NOW).map((r) => r.name)).toEqual(['soon.algo'])
    expect(filterPortfolio(names, 'forSale', NOW)).toHaveLength(2)
  })

  it('property: sorting is a permutation and newest is by creation time descending', () => {
    const record = fc.record({
      name: fc.stringMatching(/^[a-z]{1,6}\.algo$/),
      timeCreated: fc.option(
        fc
          .date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true })
          .map((d) => d.toISOString()),
        { nil: undefined },
      ),
      timeExpires: fc.option(
        fc
          .date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true })
          .map((d) => d.toISOString()),
        { nil: undefined },
      ),
    })
    fc.assert(
      fc.property(fc.array(record), fc.constantFrom(...PORTFOLIO_SORTS), (records, sort) => {
        const sorted = sortPortfolio(records, sort)
        expect([...sorted].map((r) => r.name).sort()).toEqual(records.map((r) => r.name).sort())
        if (sort === 'newest') {
          const created = sorted.filter((r) => r.timeCreated).map((r) => Date.parse(r.timeCreated!))
          expect(created).toEqual([...created].sort((a, b) => b - a))
          // names without a creation time come after all that have one
          const firstMissing = sorted.findIndex((r) => !r.timeCreated)
          if (firstMissing >= 0) expect(sorted.slice(firstMissing).every((r) => !r.timeCreated)).toBe(true)
        }
      }),
    )
  })
})
