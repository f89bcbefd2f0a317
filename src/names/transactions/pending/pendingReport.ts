/** What to tell the user about a stored transaction once its outcome is known. Pure. */
import { i18n, params } from '@/lib/i18n/i18n'
import type { PendingOutcome } from './pendingOutcome'
import type { PendingTx } from './pendingTx'

const messages = i18n('names/transactions/pending/pendingReport', {
  confirmed: params('{label}: done, the network confirmed it while you were away.'),
  failed: params('{label} did not go through: {reason}.'),
  pending: params('{label} is still waiting for the network. We will check again next time.'),
  unknown: params(
    '{label}: the node no longer knows this transaction, so we cannot tell how it ended. Check the explorer.',
  ),
})

export interface PendingReport {
  tone: 'success' | 'error' | 'blank'
  message: string
  /** Drop it from storage: nothing more will change (or nothing more can be learnt). */
  clear: boolean
  /** Point to the explorer: only it can tell for sure. */
  explorer: boolean
}

export function pendingReport(tx: PendingTx, outcome: PendingOutcome): PendingReport {
  const t = messages.get()
  const what = { label: tx.label }
  switch (outcome.kind) {
    case 'confirmed':
      return {
        tone: 'success',
        message: t.confirmed(what),
        clear: true,
        explorer: false,
      }
    case 'failed':
      return {
        tone: 'error',
        message: t.failed({ ...what, reason: outcome.reason }),
        clear: true,
        explorer: false,
      }
    case 'pending':
      return {
        tone: 'blank',
        message: t.pending(what),
        clear: false,
        explorer: true,
      }
    case 'unknown':
      return {
        tone: 'blank',
        message: t.unknown(what),
        clear: true,
        explorer: true,
      }
  }
}
