/**
 * Where a name sends what is sent to it: its primary verified address, else (unverified) its
 * owner. A name that is reserved, for sale or expired has no one to receive it.
 */
import type { NfdRecord } from '../api/types'
import { holderOf } from './abilities'

export interface NameRecipient {
  address: string
  /** The address is one of the name's verified (linked) addresses. */
  verified: boolean
}

export function recipientOf(record: NfdRecord | null | undefined): NameRecipient | null {
  if (!record || record.state !== 'owned') return null
  const linked = record.caAlgo?.[0]
  if (linked) return { address: linked, verified: true }
  const holder = holderOf(record)
  return holder ? { address: holder, verified: false } : null
}
