/**
 * On load (and on network switch), looks for transactions submitted before a reload and tells
 * the user how each ended. Mounted once, in the app shell (each transaction is checked once per
 * page load).
 */
import { i18n } from '@/lib/i18n/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { waitForConfirmation } from '@/algod/submit'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { logger } from '@/lib/logger'
import { notify } from '@/ui/notify'
import { useNetwork } from '@/wallet/react'
import { refreshAfterWrite } from '../../hooks/refreshAfterWrite'
import { listQueries } from '../../hooks/touchedQueries'
import { checkPendingTx } from './checkPendingTx'
import type { PendingOutcome } from './pendingOutcome'
import { pendingReport } from './pendingReport'
import { clearPendingTx, readPendingTxs, type PendingTx } from './pendingTx'

const messages = i18n('names/transactions/pending/PendingTxWatcher', {
  explorer: 'Explorer',
})

const checked = new Set<string>()

async function settle(net: NetworkConfig, tx: PendingTx): Promise<PendingOutcome> {
  const outcome = await checkPendingTx(net, tx)
  if (outcome.kind !== 'pending') return outcome
  try {
    const { confirmedRound } = await waitForConfirmation(net, tx.txId, CONFIRMATION_ROUNDS)
    return { kind: 'confirmed', round: Number(confirmedRound) }
  } catch {
    return checkPendingTx(net, tx)
  }
}

export function PendingTxWatcher() {
  const { network } = useNetwork()
  const queryClient = useQueryClient()
  useEffect(() => {
    for (const tx of readPendingTxs()) {
      if (tx.network !== network.id || checked.has(tx.txId)) continue
      checked.add(tx.txId)
      settle(network, tx).then(
        (outcome) => {
          const report = pendingReport(tx, outcome)
          if (report.clear) clearPendingTx(tx.txId)
          const action = report.explorer
            ? {
                action: {
                  label: messages.get().explorer,
                  onClick: () => window.open(network.explorerTxUrl(tx.txId), '_blank', 'noopener'),
                },
              }
            : undefined
          notify[report.tone](report.message, action)
          // Past the API's cache: the page shows what the transaction changed.
          if (outcome.kind === 'confirmed')
            void refreshAfterWrite(queryClient, network, tx.name, listQueries(network, tx.name))
        },
        // algod unreachable: keep it stored and try on the next load.
        (error: unknown) => {
          checked.delete(tx.txId)
          logger.warn('Could not check a pending transaction', error)
        },
      )
    }
  }, [network, queryClient])
  return null
}
