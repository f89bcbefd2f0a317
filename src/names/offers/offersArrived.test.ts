import { describe, expect, it } from 'vitest'
import { offersArrived } from './offersArrived'
import { truncateAddress } from '@/lib/address'
import { describeNewOffer } from './describeNewOffer'

const at = (iso: string) => ({ timestamp: iso })
const OPENED = Date.parse('2026-01-02T00:00:00Z')

describe('offers arrived', () => {
  it('tells only the offers posted after the watcher started, each once', () => {
    const old = at('2026-01-01T00:00:00Z')
    const first = at('2026-01-03T00:00:00Z')
    const second = at('2026-01-04T00:00:00Z')
    expect(offersArrived([old], OPENED)).toEqual({ arrived: [], newest: OPENED })
    const once = offersArrived([first, old], OPENED)
    expect(once).toEqual({ arrived: [first], newest: Date.parse(first.timestamp) })
    const next = offersArrived([second, first, old], once.newest)
    expect(next.arrived).toEqual([second])
    expect(offersArrived([second, first, old], next.newest).arrived).toEqual([])
  })

  it('says the name, the amount and who offered', () => {
    const buyer = 'U65ZQAYWI7DEXCMV3PBNHJ3T4HMO37LR4VWRS7FW744XB3VI663Y2JNE2Q'
    expect(describeNewOffer({ name: 'alice.algo', price: 55_500_000, buyer })).toBe(
      `New offer on alice.algo: 55.5 ALGO from ${truncateAddress(buyer)}`,
    )
    expect(describeNewOffer({ name: 'alice.algo', price: 1_000_000, buyer: null })).toBe(
      'New offer on alice.algo: 1 ALGO',
    )
  })
})
