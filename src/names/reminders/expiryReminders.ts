/** The reminders of a name's expiry: a month and a week before it (one place for the .ics and the links). */
export interface ExpiryReminder {
  name: string
  /** When the name expires. */
  expires: Date
}

/** Days before expiry, as the .ics alarms and the Google links use them. */
export const REMINDER_DAYS_BEFORE = [30, 7] as const

export const reminderTitle = (name: string) => `Renew ${name}`

export function reminderDetails(reminder: ExpiryReminder, appUrl: string): string {
  return `${reminder.name} expires on ${reminder.expires.toISOString().slice(0, 10)} (UTC). Renew it before then: after expiry it goes to a reverse auction where anyone can take it. ${appUrl}/name/${reminder.name}`
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
