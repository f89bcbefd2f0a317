import { describe, expect, it } from 'vitest'
import { sinceInWords } from './sinceInWords'

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0)

describe('sinceInWords', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 minute ago'],
    [125_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, 'about 1 hour ago'],
    [150 * 60_000, 'about 3 hours ago'],
  ])('%i ms ago reads "%s"', (ago, words) => {
    expect(sinceInWords(NOW - ago, NOW)).toBe(words)
  })

  it('a clock a little ahead still reads "just now"', () => {
    expect(sinceInWords(NOW + 5_000, NOW)).toBe('just now')
  })

  it('past a day: the date and time, never a count of hours', () => {
    const words = sinceInWords(NOW - 30 * 3_600_000, NOW)
    expect(words).toMatch(/^on .*2026/)
    expect(words).not.toMatch(/hour/)
  })
})
