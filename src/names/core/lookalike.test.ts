import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidName } from './validation'
import { imitatedName, isLookalike, lookalikeVariants, readsAs } from './lookalike'

const label = fc.string({ unit: fc.constantFrom(...'abilmnorvw01'), minLength: 1, maxLength: 12 })
const name = label.map((l) => `${l}.algo`)

describe('lookalike names', () => {
  it.each([
    ['g00gle.algo', 'google.algo'],
    ['paypa1.algo', 'paypal.algo'],
    ['paypai.algo', 'paypal.algo'],
    ['rnoney.algo', 'money.algo'],
    ['vvallet.algo', 'wallet.algo'],
  ])('%s looks like %s', (a, b) => {
    expect(isLookalike(a, b)).toBe(true)
  })

  it.each([
    ['google.algo', 'google.algo'],
    ['goggle.algo', 'google.algo'],
    ['alice.algo', 'alico.algo'],
  ])('%s is not a lookalike of %s', (a, b) => {
    expect(isLookalike(a, b)).toBe(false)
  })

  it('is symmetric and never matches a name with itself', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(isLookalike(a, b)).toBe(isLookalike(b, a))
        expect(isLookalike(a, a)).toBe(false)
      }),
    )
  })

  it('reads the same after any one confusable swap', () => {
    fc.assert(
      fc.property(
        label,
        label,
        fc.constantFrom(['0', 'o'], ['1', 'l'], ['i', 'l'], ['rn', 'm'], ['vv', 'w']),
        (l, r, [x, y]) => {
          const a = `${l}${x}${r}.algo`
          const b = `${l}${y}${r}.algo`
          expect(readsAs(a)).toBe(readsAs(b))
        },
      ),
    )
  })

  it('varies a name into valid, distinct lookalikes, at most the maximum', () => {
    fc.assert(
      fc.property(name, fc.integer({ min: 1, max: 10 }), (n, max) => {
        const variants = lookalikeVariants(n, max)
        expect(variants.length).toBeLessThanOrEqual(max)
        expect(new Set(variants).size).toBe(variants.length)
        for (const v of variants) {
          expect(isValidName(v)).toBe(true)
          expect(isLookalike(v, n)).toBe(true)
        }
      }),
    )
  })

  it('a full-width or styled name reads as its plain letters', () => {
    expect(isLookalike('\uff41\uff4c\uff49\uff43\uff45.algo', 'alice.algo')).toBe(true)
    expect(isLookalike('\u{1D41A}\u{1D425}\u{1D422}\u{1D41C}\u{1D41E}.algo', 'alice.algo')).toBe(true)
    expect(lookalikeVariants('\uff41\uff4c\uff49\uff43\uff45.algo')[0]).toBe('alice.algo')
  })

  it('any name written in full-width letters is a lookalike of the name, and varies into it first', () => {
    const fullWidth = (text: string) =>
      [...text].map((ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0xfee0)).join('')
    fc.assert(
      fc.property(label, (l) => {
        const wide = `${fullWidth(l)}.algo`
        expect(isLookalike(wide, `${l}.algo`)).toBe(true)
        if (isValidName(`${l}.algo`)) expect(lookalikeVariants(wide)[0]).toBe(`${l}.algo`)
      }),
    )
  })

  it('varies only the first label of a segment', () => {
    expect(lookalikeVariants('pay.alice.algo')).toEqual([])
    expect(lookalikeVariants('go0d.algo')).toEqual(['g00d.algo', 'good.algo'])
  })
})

describe('UTS #39 confusables: the name a spelling imitates, whatever script it keeps to', () => {
  it.each([
    // Whole-script: every letter Cyrillic.
    ['\u0455\u0441\u043e\u0440\u0435.algo', 'scope.algo'],
    // Single-script: Latin alpha among Latin letters; a letterlike l (Script=Common).
    ['\u0251pe.algo', 'ape.algo'],
    ['\u2113ove.algo', 'love.algo'],
    // Mixed-script: one Cyrillic a.
    ['\u0430lice.algo', 'alice.algo'],
  ])('%s imitates %s', (name, imitated) => {
    expect(imitatedName(name)).toBe(imitated)
  })

  it.each(['alice.algo', 'a1ice.algo', '\u043f\u0440\u0438\u043c\u0435\u0440.algo', '\u65e5\u672c.algo'])(
    '%s imitates no name',
    (name) => {
      expect(imitatedName(name)).toBeNull()
    },
  )
})
