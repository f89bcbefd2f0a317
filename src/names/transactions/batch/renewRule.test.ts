import { describe, expect, it } from 'vitest'
import type { NfdRecord } from '../../api/types'
import { expiringWithin, isRenewable } from './renewRule'

const NOW = new Date('2030-01-15T12:00:00Z')
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString()

describe('renewRule', () => {
  it('renews names that expire and have not yet; never lifetime or expired ones', () => {
    expect(isRenewable({ name: 'a.algo', timeExpires: days(10) }, NOW)).toBe(true)
    expect(isRenewable({ name: 'a.algo' }, NOW)).toBe(false)
    expect(isRenewable({ name: 'a.algo', timeExpires: days(-1) }, NOW)).toBe(false)
    expect(isRenewable({ name: 'a.algo', timeExpires: days(10), state: 'expired' }, NOW)).toBe(false)
  })

  it('takes everything expiring within N calendar months, soonest first', () => {
    const records: NfdRecord[] = [
      { name: 'late.algo', timeExpires: days(200) },
      { name: 'edge.algo', timeExpires: '2030-04-15T12:00:00.000Z' },
      { name: 'past.algo', timeExpires: '2030-04-15T12:00:01.000Z' },
      { name: 'soon.algo', timeExpires: days(12) },
      { name: 'gone.algo', timeExpires: days(-3) },
      { name: 'life.algo' },
    ]
    expect(expiringWithin(records, 3, NOW).map((r) => r.name)).toEqual(['soon.algo', 'edge.algo'])
    expect(expiringWithin(records, 12, NOW).map((r) => r.name)).toEqual([
      'soon.algo',
      'edge.algo',
      'past.algo',
      'late.algo',
    ])
  })
})
