/**
 * An iCalendar file (RFC 5545) with one event a name at its expiry and an alarm a month (30
 * days; durations have no months) and a week before. Pure: `now` stamps the file.
 * Lines end in CRLF, text has backslash, comma, semicolon and newline escaped and
 * lines are folded at 75 octets, as the RFC asks.
 */
import {
  reminderDetails,
  reminderTitle,
  reminderWords,
  REMINDER_DAYS_BEFORE,
  type ExpiryReminder,
} from './expiryReminders'

const encoder = new TextEncoder()

export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Splits a content line into pieces of at most 75 octets, never inside a character; each next piece starts with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
    const limit = pieces.length === 0 ? 75 : 74 // the leading space counts
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** 20270102T030405Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function eventLines(reminder: ExpiryReminder, stamp: string, appUrl: string): string[] {
  const start = icsDateTime(reminder.expires)
  const end = icsDateTime(new Date(reminder.expires.getTime() + 30 * 60_000))
  const words = reminderWords()
  const alarms = REMINDER_DAYS_BEFORE.flatMap((days) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(words.expiresInDays({ name: reminder.name })(days))}`,
    `TRIGGER:-P${days}D`,
    'END:VALARM',
  ])
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`expiry-${reminder.name}-${start}@nfd-app`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${escapeIcsText(words.titleExpires({ title: reminderTitle(reminder.name) }))}`,
    `DESCRIPTION:${escapeIcsText(reminderDetails(reminder, appUrl))}`,
    `URL:${appUrl}/name/${encodeURIComponent(reminder.name)}`,
    ...alarms,
    'END:VEVENT',
  ]
}

export function buildIcsCalendar(reminders: readonly ExpiryReminder[], now: Date, appUrl: string): string {
  const stamp = icsDateTime(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NFD app//Name expiry reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...reminders.flatMap((r) => eventLines(r, stamp, appUrl)),
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}
