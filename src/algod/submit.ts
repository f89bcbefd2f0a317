/** Submitting a signed group and waiting for it, as the transaction dialog does. */
import { CONFIRM_TIMEOUT_MS, CONFIRMATION_ROUNDS, WRITE_TIMEOUT_MS } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { TimeoutError } from '@/lib/errors'
import { withTimeLimit } from '@/lib/timeLimit'
import { getAlgodClient } from './client'
import { loadAlgosdk } from './sdk'

/** Sends the whole group atomically; resolves with the id of its first transaction. */
export async function submitGroup(net: NetworkConfig, signed: Uint8Array[]): Promise<string> {
  if (signed.length === 0) throw new Error('Nothing to submit: the group is empty')
  const client = await getAlgodClient(net)
  const { txid } = await client.sendRawTransaction(signed).do(undefined, { timeoutMs: WRITE_TIMEOUT_MS })
  return txid
}

/** algod answered 4xx to the submission: the group was refused and will never be on chain. */
export function isRefusedByNode(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

export interface Confirmation {
  txId: string
  confirmedRound: bigint
}

/**
 * Resolves once the transaction is in a block; rejects with "Transaction not confirmed after
 * N rounds" (algosdk's wording, which the error catalogue matches), the pool error, or a
 * TimeoutError after CONFIRM_TIMEOUT_MS when the node stops answering.
 */
export async function waitForConfirmation(
  net: NetworkConfig,
  txId: string,
  rounds: number = CONFIRMATION_ROUNDS,
): Promise<Confirmation> {
  const [client, sdk] = await Promise.all([getAlgodClient(net), loadAlgosdk()])
  const info = await withTimeLimit(
    sdk.waitForConfirmation(client, txId, rounds),
    CONFIRM_TIMEOUT_MS,
    () => new TimeoutError('Algorand node', CONFIRM_TIMEOUT_MS),
  )
  return { txId, confirmedRound: info.confirmedRound ?? 0n }
}
