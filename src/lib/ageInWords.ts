/** How long ago a moment was, in the chosen language: "3 hours ago", "yesterday", "now". */
import { intlFormat, intlWords } from './i18n/intlFormat'

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

const format = intlFormat((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }))

export function ageInWords(then: number, now: number): string {
  const age = Math.max(0, now - then)
  for (const [unit, ms] of UNITS) if (age >= ms) return intlWords(format().format(-Math.floor(age / ms), unit))
  return intlWords(format().format(0, 'second'))
}
