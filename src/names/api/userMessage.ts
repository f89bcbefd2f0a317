/**
 * Any failure of the data layer or a wallet -> one sentence for a toast or the transaction
 * dialog, in the app's own wording for name and transaction errors. Pages never show raw errors.
 * The app's own failures are told by class and code; words are matched only where they came
 * from outside (the API, algod, a wallet SDK), never in a message of ours, which may be translated.
 */
import { InvalidAssetError } from '@/algod/InvalidAssetError'
import {
  ApiError,
  MalformedResponseError,
  RateLimitedError,
  TimeoutError,
  foreignMessage,
  httpStatusOf,
  isNetworkFailure,
} from '@/lib/errors'
import { i18n, params } from '@/lib/i18n/i18n'
import { waitInWords } from '@/lib/waitInWords'
import { WalletError, type WalletErrorCode } from '@/wallet/WalletError'

const messages = i18n('names/api/userMessage', {
  insufficientAvailable: 'Insufficient available balance',
  insufficient: 'Insufficient balance',
  terms: 'User did not accept terms',
  optedIn: 'Already opted in to this app',
  notConnected: 'Wallet not connected',
  notConfirmed: 'Transaction not confirmed after 4 rounds: check the explorer before trying again',
  cancelled: 'Transaction cancelled in the wallet',
  otherNetwork: 'Your wallet is on a different network',
  invalidAsset: 'Invalid asset',
  verifyOutstanding: 'A verification request is already outstanding for this name',
  nameTooLong: 'Name too long, max 32 characters',
  nameShape: 'Names use lowercase letters and digits, ending in .algo',
  fieldFormat: 'The field to verify is in the wrong format',
  verifyFailed: 'Verification of the field failed',
  popup: 'The wallet window could not open: allow pop-ups and try again',
  notFound: 'Not found',
  alreadyExists: 'This name already exists',
  upgradeRequired:
    "This name's contract is older than this change needs: upgrade it first (Manage, then Upgrade contract), then try again",
  tooManyTransactions: 'Too many changes at once: clear some fields first',
  invalidFieldSet: 'Only your own fields can be set; verified fields can only be cleared',
  segmentNotSupported: 'This root does not support segments yet',
  segmentPriceTooLow: 'The segment price is too low',
  imageTooLarge: 'The image is too large',
  rateLimited: params('Too many requests: wait {wait} and try again'),
  timeoutNameService: params('The name service did not answer within {seconds} s: check your connection and try again'),
  timeoutNode: params('The Algorand node did not answer within {seconds} s: check your connection and try again'),
  timeoutImages: params('The image gateway did not answer within {seconds} s: check your connection and try again'),
  networkDown: 'Network down: check your connection and try again',
  unreadable: 'The name service sent an unreadable reply: try again later',
  nodeUnreadable: 'The Algorand node sent an unreadable reply: try again later',
  nodeTrouble: 'The Algorand node is having trouble: try again later',
  serviceTrouble: 'The name service is having trouble: try again later',
  unknown: 'Unknown error',
  requestFailed: params('Request failed with status {status}'),
})

type Key = keyof ReturnType<typeof messages.get>

/** Known messages (from the API, algod or a wallet SDK) and what the user reads instead. */
const KNOWN: readonly [RegExp, Key][] = [
  [/insufficient available balance|below min/i, 'insufficientAvailable'],
  [/insufficient balance|overspend/i, 'insufficient'],
  [/did not accept terms/i, 'terms'],
  [/already opted in/i, 'optedIn'],
  [/not confirmed after \d+ rounds/i, 'notConfirmed'],
  [/request rejected|rejected by user|user rejected|operation cancelled|cancelled/i, 'cancelled'],
  [/network mismatch/i, 'otherNetwork'],
  [/invalid input: invalid asset/i, 'invalidAsset'],
  [/already has a verify request outstanding/i, 'verifyOutstanding'],
  [/name too long/i, 'nameTooLong'],
  [/must match the regexp/i, 'nameShape'],
  [/field to verify in incorrect format/i, 'fieldFormat'],
  [/error in verification of field/i, 'verifyFailed'],
  [/can not open popup window/i, 'popup'],
]

/** Our wallet failures the user reads in these words; the others carry their own sentence. */
const WALLET_CODES: Partial<Record<WalletErrorCode, Key>> = {
  cancelled: 'cancelled',
  notConnected: 'notConnected',
  networkMismatch: 'otherNetwork',
}

/** The API's error codes the user reads in the app's own words. */
const API_CODES: Record<string, Key> = {
  notFound: 'notFound',
  alreadyExists: 'alreadyExists',
  upgradeRequired: 'upgradeRequired',
  tooManyTransactions: 'tooManyTransactions',
  invalidFieldSet: 'invalidFieldSet',
  segmentNotSupported: 'segmentNotSupported',
  segmentPriceTooLow: 'segmentPriceTooLow',
  imageTooLarge: 'imageTooLarge',
}

const TIMEOUTS = {
  'name service': 'timeoutNameService',
  'Algorand node': 'timeoutNode',
  'image gateway': 'timeoutImages',
} as const satisfies Record<TimeoutError['service'], Key>

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return ''
}

/** Ours by code; a wallet SDK's or the API's by its words. */
function knownKey(error: unknown): Key | undefined {
  if (error instanceof WalletError) return WALLET_CODES[error.code]
  const message = foreignMessage(error)
  return KNOWN.find(([pattern]) => pattern.test(message))?.[1]
}

/** algosdk parses algod's JSON with json-bigint, which throws a plain {name: 'SyntaxError'} object. */
function isUnreadableReply(error: unknown): boolean {
  if (error instanceof SyntaxError) return true
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SyntaxError'
}

export function userMessage(error: unknown): string {
  const t = messages.get()
  const said = (key: Key) => t[key] as string
  if (error instanceof RateLimitedError) return t.rateLimited({ wait: waitInWords(error.secsRemaining) })
  if (error instanceof TimeoutError) return t[TIMEOUTS[error.service]]({ seconds: Math.round(error.limitMs / 1000) })
  if (isNetworkFailure(error)) return t.networkDown
  if (error instanceof MalformedResponseError) return t.unreadable
  if (error instanceof InvalidAssetError) return t.invalidAsset
  const known = knownKey(error)
  if (known) return said(known)
  // algod's failures come through algosdk: its own error shapes, the status on `response`.
  if (!(error instanceof ApiError)) {
    if (isUnreadableReply(error)) return t.nodeUnreadable
    if ((httpStatusOf(error) ?? 0) >= 500) return t.nodeTrouble
  }
  if (error instanceof ApiError) {
    if (Object.hasOwn(API_CODES, error.code)) return said(API_CODES[error.code]!)
    if (error.status === 404) return t.notFound
    if (error.status >= 500) return t.serviceTrouble
    // The service's own words, else the client's stand-in for a reply without any.
    return error.serviceMessage || t.requestFailed({ status: error.status })
  }
  return messageOf(error) || t.unknown
}
