import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLookalike, lookalikeVariants } from './lookalike'
import { skeleton } from './skeleton'

const nameText = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), maxLength: 20 })

describe('confusable skeleton', () => {
  it.each([
    ['Cyrillic а among Latin letters', '\u0430lgo.algo', 'algo.algo'],
    ['Cyrillic р, а, у among Latin', '\u0440\u0430\u0443\u0440\u0430l.algo', 'paypal.algo'],
    ['all Cyrillic', '\u0441\u043e\u0441\u043e\u0430.algo', 'cocoa.algo'],
    ['Greek α', '\u03b1lice.algo', 'alice.algo'],
    ['Greek ο and ρ', '\u03bf\u03c1en.algo', 'open.algo'],
    ['full-width', '\uff41\uff4c\uff49\uff43\uff45.algo', 'alice.algo'],
    ['styled (mathematical bold)', '\u{1D41A}\u{1D425}\u{1D422}\u{1D41C}\u{1D41E}.algo', 'alice.algo'],
    ['Cyrillic and Greek mixed', 'p\u0430y\u03c1al.algo', 'paypal.algo'],
  ])('%s: %s reads as %s', (_, name, latin) => {
    expect(skeleton(name)).toBe(latin)
  })

  it('leaves name letters as they are', () => {
    fc.assert(
      fc.property(nameText, (text) => {
        expect(skeleton(text)).toBe(text)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        expect(skeleton(skeleton(text))).toBe(skeleton(text))
      }),
    )
  })

  it.each(['日本.algo', '\u043f\u0440\u0438\u043c\u0435\u0440.algo', '\u03c9\u03c9.algo', 'caf\u00e9.algo'])(
    'an honest name with no Latin twin (%s) imitates none',
    (name) => {
      expect(lookalikeVariants(name)).toEqual([])
    },
  )
})

describe('lookalikes across scripts', () => {
  it.each([
    ['\u0430lgo.algo', 'algo.algo'],
    ['\u0440\u0430\u0443\u0440\u0430l.algo', 'paypal.algo'],
    ['\u03b1lice.algo', 'alice.algo'],
    ['\uff41\uff4c\uff49\uff43\uff45.algo', 'alice.algo'],
  ])('%s imitates %s, which is looked up first', (name, known) => {
    expect(isLookalike(name, known)).toBe(true)
    expect(lookalikeVariants(name)[0]).toBe(known)
  })

  it('a Cyrillic spelling one swap from a known name finds it among its variants', () => {
    // Cyrillic і reads as i, one swap from l: "аіісе" is two characters from alice, and reads like it.
    const name = '\u0430\u0456\u0456\u0441\u0435.algo'
    expect(isLookalike(name, 'alice.algo')).toBe(true)
    expect(lookalikeVariants(name)).toContain('alice.algo')
  })
})
