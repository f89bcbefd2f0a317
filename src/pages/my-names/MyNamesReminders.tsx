import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { ownedNamesQueryOptions } from '@/names/portfolio/useOwnedNames'
import { reminderOf } from '@/names/reminders/expiryReminders'
import { CalendarReminders } from '@/names/reminders/CalendarReminders'
import { useNetwork } from '@/wallet/react'

/**
 * Calendar reminders for every name My names shows, of every account and linked address, as the
 * header's warning counts them: built, and fetched, only once opened.
 */
export function MyNamesReminders({ accounts }: { accounts: readonly string[] }) {
  const [open, setOpen] = useState(false)
  // Shown (closed, one line) from the start: appearing with the names would push them down.
  return (
    <details
      className="rounded-xl border border-line bg-surface p-3"
      data-testid="my-names-reminders"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">Calendar reminders before your names expire</summary>
      {open && <RemindersList accounts={accounts} />}
    </details>
  )
}

function RemindersList({ accounts }: { accounts: readonly string[] }) {
  const { network } = useNetwork()
  const owned = useQueries({ queries: accounts.map((address) => ownedNamesQueryOptions(network, address)) })
  const loaded = owned.every((query) => query.data)
  const now = new Date()
  const reminders = owned.flatMap((query) =>
    (query.data?.nfds ?? []).flatMap((record) => reminderOf(record, now) ?? []),
  )
  return (
    <div className="mt-3 space-y-3">
      {!loaded && <p className="text-sm text-muted">Loading your names…</p>}
      {loaded && reminders.length === 0 && <p className="text-sm text-muted">None of your names expires.</p>}
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
  )
}
