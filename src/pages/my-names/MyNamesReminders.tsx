import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { ownedNamesQueryOptions } from '@/names/hooks/useOwnedNames'
import { reminderOf } from '@/names/core/expiryReminders'
import { CalendarReminders } from '@/names/ui/CalendarReminders'
import { useNetwork } from '@/wallet/react'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/MyNamesReminders', {
  summary: 'Calendar reminders before your names expire',
  loading: 'Loading your names…',
  none: 'None of your names expires.',
})

/**
 * Calendar reminders for every name My names shows, of every account and linked address, as the
 * header's warning counts them: built, and fetched, only once opened.
 */
export function MyNamesReminders({ accounts }: { accounts: readonly string[] }) {
  const t = useMessages(messages)
  const [open, setOpen] = useState(false)
  // Shown (closed, one line) from the start: appearing with the names would push them down.
  return (
    <details
      className="rounded-xl border border-line bg-surface p-3"
      data-testid="my-names-reminders"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">{t.summary}</summary>
      {open && <RemindersList accounts={accounts} />}
    </details>
  )
}

function RemindersList({ accounts }: { accounts: readonly string[] }) {
  const t = useMessages(messages)
  const { network } = useNetwork()
  const owned = useQueries({ queries: accounts.map((address) => ownedNamesQueryOptions(network, address)) })
  const loaded = owned.every((query) => query.data)
  const now = new Date()
  const reminders = owned.flatMap((query) =>
    (query.data?.nfds ?? []).flatMap((record) => reminderOf(record, now) ?? []),
  )
  return (
    <div className="mt-3 space-y-3">
      {!loaded && <p className="text-sm text-muted">{t.loading}</p>}
      {loaded && reminders.length === 0 && <p className="text-sm text-muted">{t.none}</p>}
      <CalendarReminders reminders={reminders} fileName="names-expiry.ics" />
      <ul className="space-y-2">
        {reminders.map((reminder) => (
          <li key={reminder.name} className="flex flex-wrap items-center gap-3" data-name={reminder.name}>
            <span className="min-w-40 font-medium" translate="no">
              {reminder.name}
            </span>
            <CalendarReminders reminders={[reminder]} fileName={`${reminder.name}-expiry.ics`} />
          </li>
        ))}
      </ul>
    </div>
  )
}
