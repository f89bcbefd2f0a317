import { useNetwork } from '@/wallet/react'
import { Button } from '@/ui/Button'
import { downloadFile } from '@/ui/downloadFile'
import { REMINDER_DAYS_BEFORE, type ExpiryReminder } from './expiryReminders'
import { googleCalendarUrl } from './googleCalendarUrl'
import { buildIcsCalendar } from './icsCalendar'

const linkClass = 'rounded text-sm font-medium text-accent hover:underline'

/**
 * Calendar reminders of expiry: an .ics file (alarms a month and a week before) for one name or
 * for all, and for a single name Google Calendar links for each reminder day.
 */
export function CalendarReminders({ reminders, fileName }: { reminders: readonly ExpiryReminder[]; fileName: string }) {
  const { network } = useNetwork()
  if (reminders.length === 0) return null
  const single = reminders.length === 1 ? reminders[0] : undefined
  const download = () =>
    downloadFile(fileName, buildIcsCalendar(reminders, new Date(), network.appUrl), 'text/calendar')
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="calendar-reminders">
      <Button size="sm" onClick={download} data-testid="download-ics">
        {single ? 'Add to calendar (.ics)' : `Reminders for all ${reminders.length} names (.ics)`}
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
            Google Calendar, {days === 7 ? 'a week' : 'a month'} before
          </a>
        ))}
    </div>
  )
}
