import type { NfdRecord } from '@/names/api/types'
import { expiryOf } from '@/names/core/expiry'
import { formatDate } from '@/lib/formatDate'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/ExpiryLine', {
  expired: params('Expired {date}'),
  soon: params(count({ one: '⚠ Expires in {count} day ({date})', other: '⚠ Expires in {count} days ({date})' })),
  expires: params('Expires {date}'),
})

/** A portfolio card's expiry: the date, a warning under 30 days, or expired. */
export function ExpiryLine({ record, now }: { record: NfdRecord; now: Date }) {
  const t = useMessages(messages)
  const expiry = expiryOf(record, now)
  if (!expiry.at) return null
  const date = formatDate(expiry.at)
  if (expiry.expired) return <span className="font-semibold text-danger">{t.expired({ date })}</span>
  if (expiry.soon) {
    return (
      <span className="font-semibold text-warning" data-testid="expiry-warning">
        {t.soon({ date })(expiry.daysLeft ?? 0)}
      </span>
    )
  }
  return <span className="text-muted">{t.expires({ date })}</span>
}
