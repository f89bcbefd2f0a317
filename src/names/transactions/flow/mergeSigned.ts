/**
 * The group as submitted: the wallet's signature in place of each "u" entry, each "s" entry
 * byte for byte as the API sent it, in the API's order (the group id covers the order).
 */
import type { TxnGroupEntry } from '../../api/txnGroup'

export function unsignedIndexes(entries: readonly TxnGroupEntry[]): number[] {
  return entries.flatMap((entry, i) => (entry.kind === 'u' ? [i] : []))
}

export function mergeSigned(
  entries: readonly TxnGroupEntry[],
  signed: readonly (Uint8Array | null | undefined)[],
): Uint8Array[] {
  return entries.map((entry, i) => {
    if (entry.kind === 's') return entry.bytes
    const bytes = signed[i]
    // The connected account is not the sender (or the wallet skipped one): the group cannot go.
    if (!bytes)
      throw new Error(
        `Your wallet did not sign transaction ${i + 1} of ${entries.length}: is the right account selected?`,
      )
    return bytes
  })
}
