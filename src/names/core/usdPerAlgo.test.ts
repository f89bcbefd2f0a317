import { describe, expect, it } from 'vitest'
import { usdPerAlgo } from './usdPerAlgo'

describe('usdPerAlgo', () => {
  it('takes the newest event priced in both ALGO and dollars', () => {
    expect(
      usdPerAlgo([
        { price: 0, priceUsd: 0 },
        { price: 50_000_000, priceUsd: null },
        { price: 40_000_000, priceUsd: 10 },
        { price: 10_000_000, priceUsd: 5 },
      ]),
    ).toBe(0.25)
  })

  it('no priced event, no rate', () => {
    expect(usdPerAlgo([])).toBeNull()
    expect(usdPerAlgo([{ price: 1_000_000, priceUsd: null }])).toBeNull()
  })
})
