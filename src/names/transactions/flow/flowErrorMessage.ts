/**
 * The reason the dialog shows for a failure. The flow's own cases (funds with the shortfall,
 * network mismatch, not confirmed in time, verification) get full sentences here; anything
 * else goes through the data layer's userMessage. Messages the error reporter ignores
 * are ordinary outcomes for the user and are shown like any other. Our own failures are told
 * by class and code; words are matched only where they came from outside (algod, the API, a wallet SDK).
 */
import { foreignMessage } from '@/lib/errors'
import { i18n, params } from '@/lib/i18n/i18n'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import { WalletError, type WalletErrorCode } from '@/wallet/WalletError'
import { userMessage } from '../../api/userMessage'
import { ChainDisagreesError } from '../../core/chainDisagreements'
import { ContractTooOldError } from '../../core/contractUpgrade'
import { InsufficientFundsError } from '../check/checkFunds'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { WalletAnswerError } from '../check/checkSigned'
import { ChainRefusedError } from '../simulate/ChainRefusedError'
import { OfflineError } from './offlineGate'

const messages = i18n('names/transactions/flow/flowErrorMessage', {
  network:
    'Your wallet is on a different network than this app. Switch your wallet (or the app) to the same network, then try again.',
  notConfirmed: params(
    'The network did not confirm the transaction within {rounds} rounds. It may still go through: check the explorer before trying again.',
  ),
  terms: 'You need to accept the terms of service first.',
  verifyFormat:
    'That field is not in a form we can verify. Check the value saved on your profile (for example @handle or example.com) and try again.',
  verifyChallenge:
    'We could not find the challenge where it should be. Make sure it is posted exactly as shown and publicly visible, then check again.',
  verifyWaiting:
    'A verification for this name is already waiting. Finish that one (or wait for it to lapse) before starting another.',
  optedIn: 'The vault is already opted in to this asset.',
  notConnected: 'Your wallet is not connected. Connect it and try again.',
})

type Messages = ReturnType<typeof messages.get>

type Sentence = (t: Messages) => string

// Each sentence is read when the error is shown, in the language chosen then.
const WALLET_SENTENCES: Partial<Record<WalletErrorCode, Sentence>> = {
  networkMismatch: (t) => t.network,
  notConnected: (t) => t.notConnected,
}

/** The words of algod, the API or a wallet SDK (Pera says "Network mismatch"). */
const SENTENCES: readonly [RegExp, Sentence][] = [
  [/network mismatch/i, (t) => t.network],
  [/not confirmed after \d+ rounds/i, (t) => t.notConfirmed({ rounds: CONFIRMATION_ROUNDS })],
  [/did not accept terms/i, (t) => t.terms],
  [/field to verify in incorrect format/i, (t) => t.verifyFormat],
  [/error in verification of field/i, (t) => t.verifyChallenge],
  [/already has a verify request outstanding/i, (t) => t.verifyWaiting],
  [/already opted in/i, (t) => t.optedIn],
]

function sentenceFor(error: unknown): Sentence | undefined {
  if (error instanceof WalletError) return WALLET_SENTENCES[error.code]
  const message = foreignMessage(error)
  return SENTENCES.find(([pattern]) => pattern.test(message))?.[1]
}

export function flowErrorMessage(error: unknown): string {
  if (error instanceof InsufficientFundsError) return error.userMessage
  // Already a full sentence: what the group or the wallet would have done, and that nothing was sent.
  if (
    error instanceof GroupRefusedError ||
    error instanceof WalletAnswerError ||
    error instanceof ChainDisagreesError ||
    error instanceof ContractTooOldError ||
    error instanceof OfflineError ||
    error instanceof ChainRefusedError
  )
    return error.message
  const sentence = sentenceFor(error)
  return sentence ? sentence(messages.get()) : userMessage(error)
}
