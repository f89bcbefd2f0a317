/**
 * Whether the account can afford what a checked group takes from it. Pure: the cost comes
 * from the group decoded by checkGroup, the balance from algod.
 */
import { AppError } from '@/lib/AppError'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'

const messages = i18n('names/transactions/check/checkFunds', {
  insufficient: params(
    'Insufficient balance: this costs {spend} and your account is {short} short. Add funds and try again.',
  ),
  insufficientAvailable: params(
    'Insufficient available balance: part of your balance must stay in your account as its minimum balance. You need {short} more to spend {spend}.',
  ),
})

/** What a group takes: everything that leaves the account, and what it must keep in addition. */
export interface GroupCost {
  /** µALGO leaving the account: payments and fees. */
  total: bigint
  /** µALGO the account must keep in addition afterwards (a new asset holding: the name's NFT). */
  addedMinBalance: bigint
}

/** Each asset an account holds raises its minimum balance by 0.1 ALGO. */
export const ASSET_MIN_BALANCE = 100_000n

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
  const required = cost.total + account.minBalance + cost.addedMinBalance
  if (account.amount >= required) return null
  const shortfall = required - account.amount
  return { kind: account.amount < cost.total ? INSUFFICIENT_BALANCE : INSUFFICIENT_AVAILABLE_BALANCE, shortfall }
}

/** The insufficient-funds message plus the numbers, in words. */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly problem: FundsProblem,
    readonly cost: GroupCost,
  ) {
    super(problem.kind)
    this.name = 'InsufficientFundsError'
  }

  get userMessage(): string {
    const t = messages.get()
    const amounts = { short: formatAlgoAmount(this.problem.shortfall), spend: formatAlgoAmount(this.cost.total) }
    return this.problem.kind === INSUFFICIENT_BALANCE ? t.insufficient(amounts) : t.insufficientAvailable(amounts)
  }
}
