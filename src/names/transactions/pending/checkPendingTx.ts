/** Asks algod about a stored pending transaction (see pendingOutcome.ts for the verdict). */
import { getAlgodClient } from '@/algod/client'
import type { NetworkConfig } from '@/config/networks'
import { httpStatusOf } from '@/lib/errors'
import type { PendingTx } from './pendingTx'
import { pendingOutcome, type PendingOutcome } from './pendingOutcome'

export async function checkPendingTx(net: NetworkConfig, tx: PendingTx): Promise<PendingOutcome> {
  const client = await getAlgodClient(net)
  let info: Awaited<ReturnType<ReturnType<typeof client.pendingTransactionInformation>['do']>> | null
  try {
    info = await client.pendingTransactionInformation(tx.txId).do()
  } catch (error) {
    if (httpStatusOf(error) !== 404) throw error
    info = null
  }
  const status = await client.status().do()
  return pendingOutcome({ info, lastRound: status.lastRound, lastValid: BigInt(tx.lastValid) })
}
