import { describe, expect, it } from 'vitest'
import { firstGrapheme } from './firstGrapheme'

describe('firstGrapheme', () => {
  it.each([
    ['alice.algo', 'a'],
    ['☕.algo', '☕'],
    ['😀x.algo', '😀'],
    ['👩‍💻dev.algo', '👩‍💻'],
    ['🇪🇸.algo', '🇪🇸'],
    ['', ''],
  ])('%s starts with %s', (text, first) => {
    expect(firstGrapheme(text)).toBe(first)
  })
})
