import { describe, expect, it } from 'vitest'
import { timeAgo } from './timeAgo'

const NOW = Date.parse('2026-11-26T00:00:00Z')
const ago = (secs: number) => timeAgo(NOW - secs * 1000, NOW)

describe('timeAgo', () => {
  it('says each span in its largest whole unit', () => {
    expect(ago(5)).toBe('just now')
    expect(ago(5 * 60)).toBe('5 minutes ago')
    expect(ago(3 * 3600 + 59)).toBe('3 hours ago')
    expect(ago(86_400)).toBe('yesterday')
    expect(ago(9 * 86_400)).toBe('9 days ago')
    expect(ago(45 * 86_400)).toBe('last month')
    expect(ago(100 * 86_400)).toBe('3 months ago')
    expect(ago(800 * 86_400)).toBe('2 years ago')
  })
  it('a time in the future or unreadable is "just now", never a negative span', () => {
    expect(ago(-3600)).toBe('just now')
    expect(timeAgo(Number.NaN, NOW)).toBe('just now')
  })
})
