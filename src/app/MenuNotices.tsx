/**
 * On a phone the header's notices (names expiring, new offers) live in the Menu: its button
 * counts them, so they show without opening it.
 */
import { count, i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useNewOfferCount } from '@/names/offers/OffersBadge'
import { useConnectedExpiring } from '@/names/reminders/ExpiryWarning'

const messages = i18n('app/MenuNotices', {
  notices: count({ one: '{count} notice inside', other: '{count} notices inside' }),
})

export function MenuNotices() {
  const t = useMessages(messages)
  const notices = useConnectedExpiring().length + useNewOfferCount()
  if (notices === 0) return null
  return (
    <span
      className="ms-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs text-accent-fg sm:hidden"
      data-testid="menu-notices"
    >
      {notices}
      <span className="sr-only">{t.notices(notices)}</span>
    </span>
  )
}
