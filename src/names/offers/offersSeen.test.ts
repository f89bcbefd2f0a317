import { describe, expect, it } from 'vitest'
import { countNewOffers, loadOffersSeen, offersSeenKey, saveOffersSeen } from './offersSeen'

const ADDRESS = '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('offers seen', () => {
  it('counts the offers after the last visit, or all before any', () => {
    const offers = [{ timestamp: '2026-01-03T00:00:00Z' }, { timestamp: '2026-01-01T00:00:00Z' }]
    expect(countNewOffers(offers, null)).toBe(2)
    expect(countNewOffers(offers, Date.parse('2026-01-02T00:00:00Z'))).toBe(1)
    expect(countNewOffers(offers, Date.parse('2026-01-03T00:00:00Z'))).toBe(0)
  })

  it('stores the time per network and account, and discards a corrupt value', () => {
    const store = memory({ [offersSeenKey('mock', 'X')]: 'yesterday' })
    expect(loadOffersSeen('mock', 'X', store)).toBeNull()
    saveOffersSeen('mock', ADDRESS, new Date('2026-01-02T00:00:00Z'), store)
    expect(loadOffersSeen('mock', ADDRESS, store)).toBe(Date.parse('2026-01-02T00:00:00Z'))
    expect(loadOffersSeen('mainnet', ADDRESS, store)).toBeNull()
  })
})
