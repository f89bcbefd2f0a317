/**
 * The API's group entries -> plain summaries for groupCost. algosdk is handed in (the caller
 * loaded it lazily): this module must stay out of the initial bundle's static graph.
 */
import type * as Algosdk from 'algosdk'
import type { TxnGroupEntry } from '../../api/txnGroup'
import type { TxnSummary } from './groupCost'

export interface GroupSummary {
  txns: TxnSummary[]
  /** The largest last-valid round: after it, a group that is not on chain never will be. */
  lastValid: bigint
}

export function summarizeGroup(sdk: typeof Algosdk, entries: readonly TxnGroupEntry[]): GroupSummary {
  let lastValid = 0n
  const txns = entries.map(({ kind, bytes }): TxnSummary => {
    const txn = kind === 's' ? sdk.decodeSignedTransaction(bytes).txn : sdk.decodeUnsignedTransaction(bytes)
    if (txn.lastValid > lastValid) lastValid = txn.lastValid
    const transfer = txn.payment ?? txn.assetTransfer
    return {
      sender: txn.sender.toString(),
      fee: txn.fee,
      type: txn.type,
      amount: transfer?.amount ?? 0n,
      receiver: transfer ? transfer.receiver.toString() : null,
      assetId: txn.assetTransfer?.assetIndex ?? null,
      presigned: kind === 's',
    }
  })
  return { txns, lastValid }
}
