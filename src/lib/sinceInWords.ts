import { formatDateTime } from './formatDate'
import { count, i18n, params } from './i18n/i18n'

const messages = i18n('lib/sinceInWords', {
  justNow: 'just now',
  minutes: count({ one: '{count} minute ago', other: '{count} minutes ago' }),
  hours: count({ one: 'about {count} hour ago', other: 'about {count} hours ago' }),
  on: params('on {date}'),
})

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long ago something happened, as a person says it: "just now", "3 minutes ago",
 * "about 2 hours ago"; past a day, the date and time. A moment in the future reads "just now".
 */
export function sinceInWords(at: number, now: number): string {
  const t = messages.get()
  const elapsed = now - at
  if (elapsed < MINUTE) return t.justNow
  if (elapsed < HOUR) return t.minutes(Math.floor(elapsed / MINUTE))
  if (elapsed < 24 * HOUR) return t.hours(Math.round(elapsed / HOUR))
  return t.on({ date: formatDateTime(at) })
}
