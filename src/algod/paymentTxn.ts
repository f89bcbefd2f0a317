/**
 * One payment from an account, ALGO or an asset, built here rather than by the name service:
 * the group of one the wallet signs, with no note, lease, rekey or close, at the fee algod suggests
 * (by size while the network is congested, never below its minimum).
 */
import type { NetworkConfig } from '@/config/networks'
import { getSuggestedParams } from './params'
import { loadAlgosdk } from './sdk'

export interface Payment {
  sender: string
  receiver: string
  /** Base units (µALGO for ALGO). */
  amount: bigint
  /** 0n: ALGO. */
  assetId: bigint
}

/** The unsigned transaction's bytes, its group id set. */
export async function buildPaymentTxn(net: NetworkConfig, payment: Payment): Promise<Uint8Array> {
  const [sdk, suggestedParams] = await Promise.all([loadAlgosdk(), getSuggestedParams(net)])
  const { sender, receiver, amount, assetId } = payment
  const txn =
    assetId === 0n
      ? sdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver, amount, suggestedParams })
      : sdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender,
          receiver,
          amount,
          assetIndex: assetId,
          suggestedParams,
        })
  // A group of one: the check holds every group to one group id.
  sdk.assignGroupID([txn])
  return sdk.encodeUnsignedTransaction(txn)
}
