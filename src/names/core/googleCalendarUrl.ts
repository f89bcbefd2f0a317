/**
 * A Google Calendar "new event" link for a reminder `daysBefore` the expiry: Google's links
 * cannot carry alarms, so each reminder is an event of its own on that day.
 */
import { reminderDetails, reminderTitle, reminderWords, type ExpiryReminder } from './expiryReminders'
import { icsDateTime } from './icsCalendar'

const DAY_MS = 86_400_000

export function googleCalendarUrl(reminder: ExpiryReminder, daysBefore: number, appUrl: string): string {
  const start = new Date(reminder.expires.getTime() - daysBefore * DAY_MS)
  const end = new Date(start.getTime() + 30 * 60_000)
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: reminderWords().titleInDays({ title: reminderTitle(reminder.name) })(daysBefore),
    dates: `${icsDateTime(start)}/${icsDateTime(end)}`,
    details: reminderDetails(reminder, appUrl),
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
