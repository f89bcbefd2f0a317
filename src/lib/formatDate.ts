/**
 * Dates in the visitor's own locale. Each formatter is built on its first use, then kept: building
 * one takes milliseconds of main thread on a phone, too much to spend at start-up on every module
 * that might show a date.
 */
let dateOnly: Intl.DateTimeFormat | undefined
let dateAndTime: Intl.DateTimeFormat | undefined

/** The day, e.g. "Nov 24, 2026". */
export function formatDate(date: Date | number): string {
  dateOnly ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
  return dateOnly.format(date)
}

/** The day and the minute, e.g. "Nov 24, 2026, 1:45 AM". */
export function formatDateTime(date: Date | number): string {
  dateAndTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return dateAndTime.format(date)
}
