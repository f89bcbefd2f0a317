/**
 * A number as a person types it in their language: "12,5" in Spanish, "12.5" in English, with or
 * without thousands marks ("1.234,5", "1,234.5"). The language's own decimal mark is always read as
 * one; the other mark is read as a decimal mark too where it cannot be a thousands mark
 * ("12.5" in Spanish), and is called ambiguous where it could be either ("1.234").
 */
import { intlFormat } from './i18n/intlFormat'

export interface NumberMarks {
  decimal: string
  group: string
}

/** A typed number: a plain decimal string ("1234.5"), or why it is not one. */
export type TypedDecimal = { ok: true; value: string } | { ok: false; reason: 'shape' | 'ambiguous' }

const marksOf = (tag: string): NumberMarks => {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

/** The chosen language's marks. */
export const currentNumberMarks = intlFormat(marksOf)

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Digits in groups of three after the first: "1.234.567" with "." */
const grouped = (text: string, mark: string) => new RegExp(`^\\d{1,3}(${escape(mark)}\\d{3})+$`).test(text)

export function readTypedDecimal(raw: string, marks: NumberMarks): TypedDecimal {
  // Spaces (and the no-break spaces some languages group with) are never meaningful.
  const text = raw.replace(/[\s\u00a0\u202f]/g, '')
  if (!/^\d[\d.,]*$/.test(text) || !/\d$/.test(text)) return { ok: false, reason: 'shape' }
  const marks_ = [...text].filter((char) => char === '.' || char === ',')
  if (marks_.length === 0) return { ok: true, value: text }
  const decimalAt = text.lastIndexOf(marks.decimal)
  if (decimalAt >= 0) {
    // The language's decimal mark: once, last, with only its thousands marks before it.
    const whole = text.slice(0, decimalAt)
    const fraction = text.slice(decimalAt + 1)
    if (!/^\d+$/.test(fraction)) return { ok: false, reason: 'shape' }
    if (/^\d+$/.test(whole)) return { ok: true, value: `${whole}.${fraction}` }
    if (grouped(whole, marks.group)) return { ok: true, value: `${whole.split(marks.group).join('')}.${fraction}` }
    return { ok: false, reason: 'shape' }
  }
  // Only the other mark, which is the language's thousands mark.
  const other = marks_[0] as string
  if (marks_.length > 1)
    return grouped(text, other) ? { ok: true, value: text.split(other).join('') } : { ok: false, reason: 'shape' }
  const [whole = '', fraction = ''] = text.split(other)
  // "1.234" could be a thousand and more, or one and a bit; "12.5" and "0.123" can only be decimals.
  if (fraction.length === 3 && whole !== '0') return { ok: false, reason: 'ambiguous' }
  return { ok: true, value: `${whole}.${fraction}` }
}
