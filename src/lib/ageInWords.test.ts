import { describe, expect, it } from 'vitest'
import { ageInWords } from './ageInWords'

const NOW = Date.UTC(2026, 10, 26, 12)

describe('ageInWords', () => {
  it('says the largest whole unit', () => {
    expect(ageInWords(NOW - 3 * 3_600_000 - 59 * 60_000, NOW)).toBe('3 hours ago')
    expect(ageInWords(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago')
    expect(ageInWords(NOW - 86_400_000, NOW)).toBe('yesterday')
    expect(ageInWords(NOW - 4 * 86_400_000, NOW)).toBe('4 days ago')
  })

  it('a moment ago, or a clock gone back, is now', () => {
    expect(ageInWords(NOW - 10_000, NOW)).toBe('now')
    expect(ageInWords(NOW + 60_000, NOW)).toBe('now')
  })
})
