/**
 * How a stored pending transaction ended, decided from what algod says about it. Pure.
 * algod forgets a transaction some time after it is confirmed, so "not found" cannot tell
 * "went through long ago" from "dropped": the app says so and points to the explorer.
 */
import { i18n } from '@/lib/i18n/i18n'

const messages = i18n('names/transactions/pending/pendingOutcome', {
  expired: 'it expired before it could be confirmed',
})
export type PendingOutcome =
  | { kind: 'confirmed'; round: number }
  | { kind: 'failed'; reason: string }
  /** Still in the pool, not in a block yet. */
  | { kind: 'pending' }
  /** algod no longer knows it. `final`: past its last valid round, so nothing can change now. */
  | { kind: 'unknown'; final: boolean }

export interface PendingEvidence {
  /** null: algod answered 404 for the id. */
  info: { confirmedRound?: bigint | number | undefined; poolError?: string | undefined } | null
  lastRound: bigint
  lastValid: bigint
}

export function pendingOutcome({ info, lastRound, lastValid }: PendingEvidence): PendingOutcome {
  if (info) {
    const round = Number(info.confirmedRound ?? 0)
    if (round > 0) return { kind: 'confirmed', round }
    if (info.poolError) return { kind: 'failed', reason: info.poolError }
    // Still in the pool after its validity window: it can never be confirmed.
    if (lastRound > lastValid) return { kind: 'failed', reason: messages.get().expired }
    return { kind: 'pending' }
  }
  return { kind: 'unknown', final: lastRound > lastValid }
}
