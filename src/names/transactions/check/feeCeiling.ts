/**
 * The most a group's fees may be: what the network charges for it. Each transaction pays its
 * size (signed) times the fee per byte while the network is congested, never below the minimum
 * fee; each inner transaction a call makes pays the minimum fee. No slack beyond that.
 */
import type * as Algosdk from 'algosdk'
import type { NetworkFees } from '@/algod/params'

/** A single signature adds this many bytes to a transaction (algosdk sizes its fee the same way). */
const SIGNATURE_BYTES = 75

/** The fee the network asks of one transaction, as algosdk computes it from suggested params. */
export function txnFee(txn: Algosdk.Transaction, fees: NetworkFees): bigint {
  const bySize = fees.perByte * BigInt(txn.toByte().length + SIGNATURE_BYTES)
  return bySize > fees.minFee ? bySize : fees.minFee
}

export function feeCeiling(txns: readonly Algosdk.Transaction[], innerTxns: bigint, fees: NetworkFees): bigint {
  return txns.reduce((sum, txn) => sum + txnFee(txn, fees), fees.minFee * innerTxns)
}
