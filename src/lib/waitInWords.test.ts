import { describe, expect, it } from 'vitest'
import { waitInWords } from './waitInWords'

describe('waitInWords', () => {
  it.each([
    [8, '8 s'],
    [59.2, '60 s'],
    [600, '10 min'],
    [3600, 'about 1 hour'],
    [7 * 3600, 'about 7 hours'],
    [2 ** 40, 'more than a day'],
    [0, 'a moment'],
    [Number.NaN, 'a moment'],
  ])('%d s -> %s', (secs, words) => {
    expect(waitInWords(secs)).toBe(words)
  })
})
