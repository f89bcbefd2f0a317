/**
 * What a wallet that asks in the app's own dialog (the mnemonic test wallet) shows the user
 * before signing: one plain line per transaction it is asked to sign. Plain data (bigint
 * microalgos, full addresses): the dialog formats it. No React, no static algosdk.
 */
import type * as Algosdk from 'algosdk'

export interface SignRequestTxn {
  /** Position in the group. */
  index: number
  /** algosdk's transaction type: 'pay', 'axfer', 'appl', ... */
  type: string
  sender: string
  /** Payments only. */
  receiver?: string
  /** Payments only, in microalgos. */
  amount?: bigint
  /** In microalgos. */
  fee: bigint
}

export interface SignRequest {
  walletName: string
  /** How many transactions the whole group holds (the request may cover only some). */
  groupSize: number
  txns: SignRequestTxn[]
}

/**
 * The user's answer: true approves, false refuses (the wallet then rejects the request).
 * When `signal` aborts, the prompt closes and the promise rejects.
 */
export type ApproveSigning = (request: SignRequest, signal?: AbortSignal) => Promise<boolean>

export function describeSignRequest(
  sdk: typeof Algosdk,
  walletName: string,
  txns: Uint8Array[],
  indexes: number[],
): SignRequest {
  return {
    walletName,
    groupSize: txns.length,
    txns: indexes.map((index) => {
      const txn = sdk.decodeUnsignedTransaction(txns[index]!)
      const line: SignRequestTxn = { index, type: txn.type, sender: txn.sender.toString(), fee: txn.fee }
      if (txn.type === sdk.TransactionType.pay && txn.payment) {
        line.receiver = txn.payment.receiver.toString()
        line.amount = txn.payment.amount
      }
      return line
    }),
  }
}
