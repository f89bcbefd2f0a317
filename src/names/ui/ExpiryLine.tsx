import type { NfdRecord } from '@/names/api/types'
import { expiryOf } from '@/names/core/expiry'
import { formatDate } from '@/lib/formatDate'

/** A portfolio card's expiry: the date, a warning under 30 days, or expired. */
export function ExpiryLine({ record, now }: { record: NfdRecord; now: Date }) {
  const expiry = expiryOf(record, now)
  if (!expiry.at) return null
  const date = formatDate(expiry.at)
  if (expiry.expired) return <span className="font-semibold text-danger">Expired {date}</span>
  if (expiry.soon) {
    return (
      <span className="font-semibold text-warning" data-testid="expiry-warning">
        ⚠ Expires in {expiry.daysLeft} {expiry.daysLeft === 1 ? 'day' : 'days'} ({date})
      </span>
    )
  }
  return <span className="text-muted">Expires {date}</span>
}
