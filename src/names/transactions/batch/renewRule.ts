/**
 * Which names a renewal by rule takes, pure: names that expire and have not yet (taking over an
 * expired name is another action: one year only, its profile cleared).
 */
import type { NfdRecord } from '../../api/types'

export function isRenewable(record: NfdRecord, now: Date): boolean {
  const at = record.timeExpires ? Date.parse(record.timeExpires) : NaN
  return !Number.isNaN(at) && at > now.getTime() && record.state !== 'expired' && record.expired !== true
}

/** The date `months` calendar months after `now`. */
export function monthsAfter(now: Date, months: number): Date {
  const at = new Date(now)
  at.setMonth(at.getMonth() + months)
  return at
}

/** Renewable names expiring before `months` from now, soonest first. */
export function expiringWithin(records: readonly NfdRecord[], months: number, now: Date): NfdRecord[] {
  const limit = monthsAfter(now, months).getTime()
  return records
    .filter((record) => isRenewable(record, now) && Date.parse(record.timeExpires!) <= limit)
    .sort((a, b) => Date.parse(a.timeExpires!) - Date.parse(b.timeExpires!))
}
