/** Submitting a signed group and waiting for it, as the transaction dialog does. */
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'
import { loadAlgosdk } from './sdk'

/** Sends the whole group atomically; resolves with the id of its first transaction. */
export async function submitGroup(net: NetworkConfig, signed: Uint8Array[]): Promise<string> {
  if (signed.length === 0) throw new Error('Nothing to submit: the group is empty')
  const client = await getAlgodClient(net)
  const { txid } = await client.sendRawTransaction(signed).do()
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
 * N rounds" (algosdk's wording, which the error catalogue matches) or the pool error.
 */
export async function waitForConfirmation(
  net: NetworkConfig,
  txId: string,
  rounds: number = CONFIRMATION_ROUNDS,
): Promise<Confirmation> {
  const [client, sdk] = await Promise.all([getAlgodClient(net), loadAlgosdk()])
  const info = await sdk.waitForConfirmation(client, txId, rounds)
  return { txId, confirmedRound: info.confirmedRound ?? 0n }
}
