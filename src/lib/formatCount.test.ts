import { describe, expect, it } from 'vitest'
import { formatNumber } from './formatCount'

describe('formatNumber', () => {
  it('separates thousands in the chosen language', () => {
    expect(formatNumber(5000)).toBe('5,000')
    expect(formatNumber(1)).toBe('1')
  })
})
