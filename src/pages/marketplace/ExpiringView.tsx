import { useState } from 'react'
import { useSearch } from '@/names/hooks/useSearch'
import { NameGrid } from '@/names/cards/NameGrid'
import { expiryOf } from '@/names/core/expiry'
import { formatDate } from '@/lib/formatDate'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const DAY_MS = 86_400_000
const EXPIRING_DAYS = 30

const messages = i18n('pages/marketplace/ExpiringView', {
  names: 'names expiring soon',
  empty: count({ one: 'No names expire within {count} day', other: 'No names expire within {count} days' }),
  expiresIn: params(count({ one: 'Expires in {count} day ({date})', other: 'Expires in {count} days ({date})' })),
})

/** The end of the day EXPIRING_DAYS from now: one query key a day, not one a render. */
function horizon(now: number): string {
  const end = new Date(now + EXPIRING_DAYS * DAY_MS)
  end.setUTCHours(23, 59, 59, 0)
  return end.toISOString().replace('.000', '')
}

/** Names (owned or listed) that expire within 30 days, soonest first: they enter the auction next. */
export function ExpiringView() {
  const t = useMessages(messages)
  const [now] = useState(() => Date.now())
  const results = useSearch({
    state: ['owned', 'forSale'],
    expiresBefore: horizon(now),
    sort: 'expiresAsc',
    limit: 48,
    // The expiry is documented only in the full view.
    view: 'full',
  })
  return (
    <NameGrid
      names={results.data?.nfds}
      error={results.error}
      onRetry={() => void results.refetch()}
      label={t.names}
      skeletonCount={6}
      empty={{ title: t.empty(EXPIRING_DAYS) }}
      cardFooter={(record) => {
        const expiry = expiryOf(record, new Date(now))
        return expiry.at && expiry.daysLeft !== null ? (
          <span className="font-semibold text-warning" data-testid="expires-in">
            {t.expiresIn({ date: formatDate(expiry.at) })(expiry.daysLeft)}
          </span>
        ) : null
      }}
    />
  )
}
