/**
 * The reason the transaction dialog shows for a failure. The group's own cases (funds with the
 * shortfall, a group or wallet answer refused, the chain refusing it) are full sentences already;
 * anything else is worded as any other failure (failureMessage).
 */
import { failureMessage } from '../../core/failureMessage'
import { InsufficientFundsError } from '../check/checkFunds'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { WalletAnswerError } from '../check/checkSigned'
import { ChainRefusedError } from '../simulate/ChainRefusedError'

export function flowErrorMessage(error: unknown): string {
  if (error instanceof InsufficientFundsError) return error.userMessage
  // Already a full sentence: what the group or the wallet would have done, and that nothing was sent.
  if (error instanceof GroupRefusedError || error instanceof WalletAnswerError || error instanceof ChainRefusedError)
    return error.message
  return failureMessage(error)
}
