/**
 * What a group takes from the signer's account, and whether the account can afford it. Pure:
 * the group is given as summaries (see summarizeGroup.ts), so this needs no algosdk.
 */
import { formatAlgos } from '@/lib/money'

export interface TxnSummary {
  sender: string
  fee: bigint
  type: string
  /** pay: µALGO; axfer: base units of assetId */
  amount: bigint
  receiver: string | null
  assetId: bigint | null
  /** Already signed ("s" entry): paid by whoever signed it, not by the user. */
  presigned: boolean
}

export interface GroupCost {
  /** µALGO leaving the account in payments. */
  payments: bigint
  /** µALGO of transaction fees the account pays. */
  fees: bigint
  /** µALGO the account must keep in addition afterwards (a new asset holding: the name's NFT). */
  addedMinBalance: bigint
}

/** Each asset an account holds raises its minimum balance by 0.1 ALGO. */
export const ASSET_MIN_BALANCE = 100_000n

export function groupCost(address: string, txns: readonly TxnSummary[]): GroupCost {
  let payments = 0n
  let fees = 0n
  let addedMinBalance = 0n
  for (const txn of txns) {
    if (txn.presigned || txn.sender !== address) continue
    fees += txn.fee
    if (txn.type === 'pay' && txn.receiver !== address) payments += txn.amount
    // A zero transfer to oneself is an opt-in: one more holding to keep funded.
    if (txn.type === 'axfer' && txn.receiver === address && txn.amount === 0n) addedMinBalance += ASSET_MIN_BALANCE
  }
  return { payments, fees, addedMinBalance }
}

export function totalSpend(cost: GroupCost): bigint {
  return cost.payments + cost.fees
}

export const INSUFFICIENT_BALANCE = 'Insufficient balance'
export const INSUFFICIENT_AVAILABLE_BALANCE = 'Insufficient available balance'

export interface FundsProblem {
  kind: typeof INSUFFICIENT_BALANCE | typeof INSUFFICIENT_AVAILABLE_BALANCE
  /** µALGO missing for the group to go through. */
  shortfall: bigint
}

/**
 * 'Insufficient balance': the account holds less than the group spends. 'Insufficient
 * available balance': it holds enough, but spending it would dip under its minimum balance.
 */
export function checkFunds(account: { amount: bigint; minBalance: bigint }, cost: GroupCost): FundsProblem | null {
  const spend = totalSpend(cost)
  const required = spend + account.minBalance + cost.addedMinBalance
  if (account.amount >= required) return null
  const shortfall = required - account.amount
  return { kind: account.amount < spend ? INSUFFICIENT_BALANCE : INSUFFICIENT_AVAILABLE_BALANCE, shortfall }
}

/** The spec's message plus the numbers, in words. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly problem: FundsProblem,
    readonly cost: GroupCost,
  ) {
    super(problem.kind)
    this.name = 'InsufficientFundsError'
  }

  get userMessage(): string {
    const short = `${formatAlgos(this.problem.shortfall)} ALGO`
    const spend = `${formatAlgos(totalSpend(this.cost))} ALGO`
    return this.problem.kind === INSUFFICIENT_BALANCE
      ? `Insufficient balance: this costs ${spend} and your account is ${short} short. Add funds and try again.`
      : `Insufficient available balance: part of your balance must stay in your account as its minimum balance. You need ${short} more to spend ${spend}.`
  }
}
