import { describe, expect, it } from 'vitest'
import { toAnalyticEntry } from './analyticRecord'

const BUYER = '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4'
const good = {
  timestamp: '2026-01-02T03:04:05Z',
  price: 5_000_000,
  priceUsd: 1.25,
  data: { name: 'a.algo', event: 'sold', buyer: BUYER, seller: 'not-an-address', note: 'hi' },
}

describe('toAnalyticEntry', () => {
  it('keeps the well-typed fields and treats a wrongly typed one as missing', () => {
    expect(toAnalyticEntry(good)).toEqual({
      timestamp: good.timestamp,
      price: 5_000_000,
      priceUsd: 1.25,
      event: 'sold',
      name: 'a.algo',
      buyer: BUYER,
      seller: null,
      currentOwner: null,
      note: 'hi',
    })
    expect(toAnalyticEntry({ ...good, priceUsd: '1.25' })?.priceUsd).toBeNull()
  })

  it('reads who owns the name now, when the API includes it', () => {
    const withOwner = { ...good, data: { ...good.data, currentOwner: BUYER } }
    expect(toAnalyticEntry(withOwner)?.currentOwner).toBe(BUYER)
    const badOwner = { ...good, data: { ...good.data, currentOwner: 42 } }
    expect(toAnalyticEntry(badOwner)?.currentOwner).toBeNull()
  })

  it.each([
    ['no time', { ...good, timestamp: undefined }],
    ['a bad time', { ...good, timestamp: 'yesterday' }],
    ['a price as text', { ...good, price: '5' }],
    ['an unknown event', { ...good, data: { ...good.data, event: 'stolen' } }],
    ['no data', { ...good, data: null }],
    ['a negative price', { ...good, price: -1 }],
    ['no name', { ...good, data: { ...good.data, name: '' } }],
  ])('drops a record with %s', (_what, record) => {
    expect(toAnalyticEntry(record)).toBeNull()
  })
})
