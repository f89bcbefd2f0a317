import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mixedScripts, scriptsOf } from './scripts'

const latin = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'),
  minLength: 1,
  maxLength: 10,
})
/** A letter of a block: Cyrillic а–я, Greek α–ω. */
const letterOf = (from: number, to: number) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp))
const cyrillic = letterOf(0x0430, 0x044f)
const greek = letterOf(0x03b1, 0x03c9)

describe('mixed scripts', () => {
  it.each([
    ['\u0430lgo.algo', ['Cyrillic', 'Latin']],
    ['\u03b1lice.algo', ['Greek', 'Latin']],
    ['p\u0430y\u03c1al.algo', ['Latin', 'Cyrillic', 'Greek']],
  ])('%s mixes %j', (name, scripts) => {
    expect(mixedScripts(name)).toEqual(scripts)
  })

  it.each([
    'alice.algo',
    'a1-b2.algo',
    '\u043f\u0440\u0438\u043c\u0435\u0440.algo',
    '日本ひらがな.algo',
    '한국漢字.algo',
    '\u{1F525}.algo',
  ])('%s keeps to one script (or a mix languages use)', (name) => {
    expect(mixedScripts(name)).toBeNull()
  })

  it('a Latin name with any one Cyrillic or Greek letter put in is flagged; without it, not', () => {
    fc.assert(
      fc.property(latin, fc.oneof(cyrillic, greek), fc.nat(10), (label, letter, at) => {
        const i = at % (label.length + 1)
        expect(mixedScripts(`${label}.algo`)).toBeNull()
        const mixed = mixedScripts(`${label.slice(0, i)}${letter}${label.slice(i)}.algo`)
        if (/[a-z]/.test(label)) expect(mixed).toContain(scriptsOf(letter)[0])
      }),
    )
  })

  it('only the first label counts: a segment of a Latin root is judged on its own letters', () => {
    expect(mixedScripts('\u0430\u0431.alice.algo')).toBeNull()
  })
})
