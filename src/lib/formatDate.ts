/** Dates in the chosen language. Each formatter is built on its first use per language, then kept. */
import { intlFormat, intlWords } from './i18n/intlFormat'

const dateOnly = intlFormat((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }))
const dateAndTime = intlFormat((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }))

/** The day, e.g. "Nov 24, 2026". */
export function formatDate(date: Date | number): string {
  return intlWords(dateOnly().format(date))
}

/** The day and the minute, e.g. "Nov 24, 2026, 1:45 AM". */
export function formatDateTime(date: Date | number): string {
  return intlWords(dateAndTime().format(date))
}
