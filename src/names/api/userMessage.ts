/**
 * Any failure of the data layer or a wallet -> one sentence for a toast or the transaction
 * dialog, in the app's own wording for name and transaction errors. Pages never show raw errors.
 */
import {
  ApiError,
  MalformedResponseError,
  RateLimitedError,
  TimeoutError,
  httpStatusOf,
  isNetworkFailure,
} from '@/lib/errors'
import { waitInWords } from '@/lib/waitInWords'

/** Known messages (from the API, algod or a wallet SDK) and what the user reads instead. */
const KNOWN: readonly [RegExp, string][] = [
  [/insufficient available balance|below min/i, 'Insufficient available balance'],
  [/insufficient balance|overspend/i, 'Insufficient balance'],
  [/did not accept terms/i, 'User did not accept terms'],
  [/already opted in/i, 'Already opted in to this app'],
  [/wallet (is )?not connected|no active wallet/i, 'Wallet not connected'],
  [
    /not confirmed after \d+ rounds/i,
    'Transaction not confirmed after 4 rounds: check the explorer before trying again',
  ],
  [
    /request rejected|rejected by user|user rejected|modal closed by the user|operation cancelled|cancelled/i,
    'Transaction cancelled in the wallet',
  ],
  [/network mismatch/i, 'Your wallet is on a different network'],
  [/invalid input: invalid asset/i, 'Invalid asset'],
  [/already has a verify request outstanding/i, 'A verification request is already outstanding for this name'],
  [/name too long/i, 'Name too long, max 32 characters'],
  [/must match the regexp/i, 'Names use lowercase letters and digits, ending in .algo'],
  [/field to verify in incorrect format/i, 'The field to verify is in the wrong format'],
  [/error in verification of field/i, 'Verification of the field failed'],
  [/can not open popup window/i, 'The wallet window could not open: allow pop-ups and try again'],
]

const API_CODES: Record<string, string> = {
  notFound: 'Not found',
  alreadyExists: 'This name already exists',
  upgradeRequired:
    "This name's contract is older than this change needs: upgrade it first (Manage, then Upgrade contract), then try again",
  tooManyTransactions: 'Too many changes at once: clear some fields first',
  invalidFieldSet: 'Only your own fields can be set; verified fields can only be cleared',
  segmentNotSupported: 'This root does not support segments yet',
  segmentPriceTooLow: 'The segment price is too low',
  imageTooLarge: 'The image is too large',
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return ''
}

/** algosdk parses algod's JSON with json-bigint, which throws a plain {name: 'SyntaxError'} object. */
function isUnreadableReply(error: unknown): boolean {
  if (error instanceof SyntaxError) return true
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SyntaxError'
}

export function userMessage(error: unknown): string {
  if (error instanceof RateLimitedError) {
    return `Too many requests: wait ${waitInWords(error.secsRemaining)} and try again`
  }
  if (error instanceof TimeoutError) return `${error.message}: check your connection and try again`
  if (isNetworkFailure(error)) return 'Network down: check your connection and try again'
  if (error instanceof MalformedResponseError) return 'The name service sent an unreadable reply: try again later'
  const message = messageOf(error)
  const known = KNOWN.find(([pattern]) => pattern.test(message))
  if (known) return known[1]
  // algod's failures come through algosdk: its own error shapes, the status on `response`.
  if (!(error instanceof ApiError)) {
    if (isUnreadableReply(error)) return 'The Algorand node sent an unreadable reply: try again later'
    if ((httpStatusOf(error) ?? 0) >= 500) return 'The Algorand node is having trouble: try again later'
  }
  if (error instanceof ApiError) {
    const byCode = API_CODES[error.code]
    if (byCode) return byCode
    if (error.status === 404) return 'Not found'
    if (error.status >= 500) return 'The name service is having trouble: try again later'
    return error.message
  }
  return message || 'Unknown error'
}
