/** A name's expiry in days, and whether to warn about it: pure, shared by every list that shows expiry. */
import type { NfdRecord } from '@/names/api/types'

/** Names expiring within this many days are flagged (UX: warning under 30 days). */
const EXPIRY_WARNING_DAYS = 30
const DAY_MS = 86_400_000

export interface Expiry {
  /** null: the name never expires (V1/V2 names are for life). */
  at: Date | null
  expired: boolean
  /** Expires within EXPIRY_WARNING_DAYS and has not yet. */
  soon: boolean
  /** Whole days left, rounded down; 0 on the last day; negative once expired. */
  daysLeft: number | null
}

export function expiryOf(record: NfdRecord, now: Date): Expiry {
  const at = record.timeExpires ? new Date(record.timeExpires) : null
  if (!at || Number.isNaN(at.getTime())) {
    const expired = record.state === 'expired' || record.expired === true
    return { at: null, expired, soon: false, daysLeft: null }
  }
  const left = at.getTime() - now.getTime()
  const expired = left <= 0 || record.state === 'expired' || record.expired === true
  return { at, expired, soon: !expired && left < EXPIRY_WARNING_DAYS * DAY_MS, daysLeft: Math.floor(left / DAY_MS) }
}
