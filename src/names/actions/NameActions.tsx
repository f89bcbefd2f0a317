import type { NfdRecord } from '@/names/api/types'

/**
 * Placeholder: the main action on a profile (Mint, Buy, Claim, Make offer, Manage). The
 * transaction-flows work (issue 7) owns and replaces this file; the profile already renders it.
 */
export function NameActions(_: { record: NfdRecord | null; name: string }) {
  return null
}
