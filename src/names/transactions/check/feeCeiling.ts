/**
 * The most a group's fees may be, counted over the entries the user signs and nothing else (a
 * service's presigned entries pay their own fees). Each pays what the network charges for it:
 * its size (signed) times the fee per byte while the network is congested, never below the
 * minimum fee. A contract call may add, in minimum fees, the budget the SDK gives its method for
 * the contract's inner transactions, plus a stated headroom (reference/fees.ts).
 */
import type * as Algosdk from 'algosdk'
import type { NetworkFees } from '@/algod/params'

/** A single signature adds this many bytes to a transaction (algosdk sizes its fee the same way). */
const SIGNATURE_BYTES = 75

/** The fee the network asks of a transaction of this many bytes: by its signed size, never below the minimum. */
export function feeBySize(bytes: number, fees: NetworkFees, signed = false): bigint {
  const bySize = fees.perByte * BigInt(bytes + (signed ? 0 : SIGNATURE_BYTES))
  return bySize > fees.minFee ? bySize : fees.minFee
}

/** The fee the network asks of one transaction, as algosdk computes it from suggested params. */
export function txnFee(txn: Algosdk.Transaction, fees: NetworkFees): bigint {
  return feeBySize(txn.toByte().length, fees)
}

/** One entry the user signs, and the minimum fees its call may add (0 for a payment or transfer). */
export interface FeeEntry {
  txn: Algosdk.Transaction
  extraUnits: number
}

export function feeCeiling(entries: readonly FeeEntry[], fees: NetworkFees): bigint {
  return entries.reduce((sum, { txn, extraUnits }) => sum + txnFee(txn, fees) + fees.minFee * BigInt(extraUnits), 0n)
}
