import { describe, expect, it } from 'vitest'
import { formatCount, formatNumber } from './formatCount'

describe('formatCount', () => {
  it('separates thousands in the locale and picks the singular for one', () => {
    const thousands = (5000).toLocaleString()
    expect(formatNumber(5000)).toBe(thousands)
    expect(formatCount(5000, 'name')).toBe(`${thousands} names`)
    expect(formatCount(1, 'name')).toBe('1 name')
    expect(formatCount(0, 'entry', 'entries')).toBe('0 entries')
  })
})
