import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readTypedDecimal, type NumberMarks } from './typedDecimal'

const es: NumberMarks = { decimal: ',', group: '.' }
const en: NumberMarks = { decimal: '.', group: ',' }

describe('readTypedDecimal', () => {
  it.each([
    ['12,5', es, '12.5'],
    ['12.5', es, '12.5'],
    ['0.123', es, '0.123'],
    ['1.234,5', es, '1234.5'],
    ['1.234.567', es, '1234567'],
    ['1 234,5', es, '1234.5'],
    ['12.5', en, '12.5'],
    ['12,5', en, '12.5'],
    ['1,234.5', en, '1234.5'],
    ['1,234,567', en, '1234567'],
    ['42', en, '42'],
  ])('reads %s', (text, marks, value) => {
    expect(readTypedDecimal(text, marks)).toEqual({ ok: true, value })
  })

  it.each([
    ['1.234', es],
    ['1,234', en],
  ])('calls %s ambiguous', (text, marks) => {
    expect(readTypedDecimal(text, marks)).toEqual({ ok: false, reason: 'ambiguous' })
  })

  it.each(['', 'abc', '12,', ',5', '1,2,3', '1.23,4', '12,5.0', '-1', '1e5', '12,5,6'])('refuses %j', (text) => {
    expect(readTypedDecimal(text, es)).toEqual({ ok: false, reason: 'shape' })
  })

  it('reads any amount as either language writes it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 1, max: 6 }), (units, places) => {
        const value = Number(units) / 10 ** places
        const plain = units.toString().padStart(places + 1, '0')
        const expected = `${plain.slice(0, -places)}.${plain.slice(-places)}`
        for (const [tag, marks] of [
          ['es', es],
          ['en', en],
        ] as const) {
          const written = new Intl.NumberFormat(tag, {
            minimumFractionDigits: places,
            maximumFractionDigits: places,
          }).format(`${expected}` as `${number}`)
          expect(readTypedDecimal(written, marks), `${written} (${tag}, ${value})`).toEqual({
            ok: true,
            value: expected,
          })
        }
      }),
    )
  })
})
