import type { NfdRecord } from '../api/types'

/** The address is one of the name's verified (linked) addresses: its owner proved it holds it. */
export function isVerifiedOn(record: NfdRecord | null | undefined, address: string): boolean {
  return record?.caAlgo?.includes(address) ?? false
}
