/**
 * The sentence a dialog shows for a failure outside a transaction group: the core's own errors (a
 * chain that disagrees, a contract too old, no connection) are full sentences already; the words of
 * algod, the API or a wallet SDK that a person could act on get one here; anything else goes through
 * the data layer's userMessage. Our own failures are told by class and code; words are matched only
 * where they came from outside.
 */
import { foreignMessage } from '@/lib/errors'
import { i18n, params } from '@/lib/i18n/i18n'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import { WalletError, type WalletErrorCode } from '@/wallet/WalletError'
import { userMessage } from '../api/userMessage'
import { ChainDisagreesError } from './chainDisagreements'
import { ContractTooOldError } from './contractUpgrade'
import { OfflineError } from './offlineGate'

const messages = i18n('names/core/failureMessage', {
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

export function failureMessage(error: unknown): string {
  // Already a full sentence: what would have happened, and that nothing was sent.
  if (error instanceof ChainDisagreesError || error instanceof ContractTooOldError || error instanceof OfflineError)
    return error.message
  const sentence = sentenceFor(error)
  return sentence ? sentence(messages.get()) : userMessage(error)
}
