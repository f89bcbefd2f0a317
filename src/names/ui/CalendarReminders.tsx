import { useNetwork } from '@/wallet/react'
import { Button } from '@/ui/Button'
import { downloadFile } from '@/ui/downloadFile'
import { REMINDER_DAYS_BEFORE, type ExpiryReminder } from '../core/expiryReminders'
import { googleCalendarUrl } from '../core/googleCalendarUrl'
import { buildIcsCalendar } from '../core/icsCalendar'
import { count, i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/CalendarReminders', {
  addOne: 'Add to calendar (.ics)',
  addAll: count({ one: 'Reminders for all {count} names (.ics)', other: 'Reminders for all {count} names (.ics)' }),
  googleWeek: 'Google Calendar, a week before',
  googleMonth: 'Google Calendar, a month before',
})

const linkClass = 'rounded text-sm font-medium text-accent hover:underline'

/**
 * Calendar reminders of expiry: an .ics file (alarms a month and a week before) for one name or
 * for all, and for a single name Google Calendar links for each reminder day.
 */
export function CalendarReminders({ reminders, fileName }: { reminders: readonly ExpiryReminder[]; fileName: string }) {
  const t = useMessages(messages)
  const { network } = useNetwork()
  if (reminders.length === 0) return null
  const single = reminders.length === 1 ? reminders[0] : undefined
  const download = () =>
    downloadFile(fileName, buildIcsCalendar(reminders, new Date(), network.appUrl), 'text/calendar')
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="calendar-reminders">
      <Button size="sm" onClick={download} data-testid="download-ics">
        {single ? t.addOne : t.addAll(reminders.length)}
      </Button>
      {single &&
        REMINDER_DAYS_BEFORE.map((days) => (
          <a
            key={days}
            className={linkClass}
            href={googleCalendarUrl(single, days, network.appUrl)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="google-calendar"
          >
            {days === 7 ? t.googleWeek : t.googleMonth}
          </a>
        ))}
    </div>
  )
}
