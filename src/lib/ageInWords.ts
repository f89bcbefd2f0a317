/** How long ago a moment was, in the visitor's locale: "3 hours ago", "yesterday", "now". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

let format: Intl.RelativeTimeFormat | undefined

export function ageInWords(then: number, now: number): string {
  format ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })
  const age = Math.max(0, now - then)
  for (const [unit, ms] of UNITS) if (age >= ms) return format.format(-Math.floor(age / ms), unit)
  return format.format(0, 'second')
}
