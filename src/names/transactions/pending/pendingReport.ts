/** What to tell the user about a stored transaction once its outcome is known. Pure. */
import type { PendingOutcome } from './pendingOutcome'
import type { PendingTx } from './pendingTx'

export interface PendingReport {
  tone: 'success' | 'error' | 'blank'
  message: string
  /** Drop it from storage: nothing more will change (or nothing more can be learnt). */
  clear: boolean
  /** Point to the explorer: only it can tell for sure. */
  explorer: boolean
}

export function pendingReport(tx: PendingTx, outcome: PendingOutcome): PendingReport {
  switch (outcome.kind) {
    case 'confirmed':
      return {
        tone: 'success',
        message: `${tx.label}: done, the network confirmed it while you were away.`,
        clear: true,
        explorer: false,
      }
    case 'failed':
      return {
        tone: 'error',
        message: `${tx.label} did not go through: ${outcome.reason}.`,
        clear: true,
        explorer: false,
      }
    case 'pending':
      return {
        tone: 'blank',
        message: `${tx.label} is still waiting for the network. We will check again next time.`,
        clear: false,
        explorer: true,
      }
    case 'unknown':
      return {
        tone: 'blank',
        message: `${tx.label}: the node no longer knows this transaction, so we cannot tell how it ended. Check the explorer.`,
        clear: true,
        explorer: true,
      }
  }
}
