/**
 * How long ago, in the chosen language: "just now", "5 minutes ago", "yesterday", "3 months ago".
 */
import { i18n } from './i18n/i18n'
import { intlFormat, intlWords } from './i18n/intlFormat'

const messages = i18n('lib/timeAgo', { justNow: 'just now' })

const words = intlFormat((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }))

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['month', 30 * 86_400],
  ['year', 365 * 86_400],
]

export function timeAgo(date: Date | number, now: Date | number = Date.now()): string {
  const secs = (Number(now) - Number(date)) / 1000
  if (!Number.isFinite(secs) || secs < 60) return messages.get().justNow
  let unit: Intl.RelativeTimeFormatUnit = 'minute'
  let size = 60
  for (const [name, length] of STEPS) if (secs >= length) [unit, size] = [name, length]
  return intlWords(words().format(-Math.floor(secs / size), unit))
}
