/** The reminders of a name's expiry: a month and a week before it (one place for the .ics and the links). */
import { count, i18n, params } from '@/lib/i18n/i18n'

export interface ExpiryReminder {
  name: string
  /** When the name expires. */
  expires: Date
}

/** A calendar's words, in the language chosen when the reminder is made. */
const messages = i18n('names/core/expiryReminders', {
  title: params('Renew {name}'),
  details: params(
    '{name} expires on {date} (UTC). Renew it before then: after expiry it goes to a reverse auction where anyone can take it. {link}',
  ),
  expiresInDays: params(count({ one: '{name} expires in {count} day', other: '{name} expires in {count} days' })),
  titleInDays: params(count({ one: '{title} (expires in {count} day)', other: '{title} (expires in {count} days)' })),
  titleExpires: params('{title} (expires)'),
})

/** The words of a reminder's alarm and of its event title. */
export const reminderWords = () => messages.get()

/** Days before expiry, as the .ics alarms and the Google links use them. */
export const REMINDER_DAYS_BEFORE = [30, 7] as const

export const reminderTitle = (name: string) => messages.get().title({ name })

export function reminderDetails(reminder: ExpiryReminder, appUrl: string): string {
  return messages.get().details({
    name: reminder.name,
    date: reminder.expires.toISOString().slice(0, 10),
    link: `${appUrl}/name/${reminder.name}`,
  })
}

/** The reminder of a record that has a future expiry (V1/V2 names are for life: none). */
export function reminderOf(
  record: { name: string; timeExpires?: string | undefined },
  now: Date,
): ExpiryReminder | null {
  const expires = record.timeExpires ? new Date(record.timeExpires) : null
  if (!expires || Number.isNaN(expires.getTime()) || expires <= now) return null
  return { name: record.name, expires }
}
