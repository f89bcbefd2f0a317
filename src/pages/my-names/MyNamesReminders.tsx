import { useAccountsNames } from '@/names/portfolio/useAccountsNames'
import { reminderOf } from '@/names/reminders/expiryReminders'
import { CalendarReminders } from '@/names/reminders/CalendarReminders'

/**
 * Calendar reminders for every name My names shows, of every account and linked address, as the
 * header's warning counts them (the page's own queries: no extra request).
 */
export function MyNamesReminders({ accounts }: { accounts: readonly string[] }) {
  const names = useAccountsNames(accounts)
  const now = new Date()
  const reminders = (names.groups ?? []).flatMap((group) =>
    group.nfds.flatMap((record) => reminderOf(record, now) ?? []),
  )
  // Shown (closed, one line) from the start: appearing with the names would push them down.
  return (
    <details className="rounded-xl border border-line bg-surface p-3" data-testid="my-names-reminders">
      <summary className="cursor-pointer text-sm font-medium">Calendar reminders before your names expire</summary>
      <div className="mt-3 space-y-3">
        {names.groups && reminders.length === 0 && <p className="text-sm text-muted">None of your names expires.</p>}
        <CalendarReminders reminders={reminders} fileName="names-expiry.ics" />
        <ul className="space-y-2">
          {reminders.map((reminder) => (
            <li key={reminder.name} className="flex flex-wrap items-center gap-3" data-name={reminder.name}>
              <span className="min-w-40 font-medium">{reminder.name}</span>
              <CalendarReminders reminders={[reminder]} fileName={`${reminder.name}-expiry.ics`} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
