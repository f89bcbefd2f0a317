/**
 * Error-reporting policy as plain data, so it is tested without Sentry loaded:
 * what is never reported, which transactions are dropped, where tracing headers may go.
 */
import { InvalidAssetError } from '@/algod/InvalidAssetError'
import { TRACES_SAMPLE_RATE } from '@/config/constants'
import { AppError } from '@/lib/AppError'
import { foreignMessage } from '@/lib/errors'
import { InsufficientFundsError } from '@/names/transactions/check/checkFunds'
import { OfflineError } from '@/names/core/offlineGate'
import { USER_REJECTED_CODE } from '@/wallet/isUserCancellation'
import { WalletError, type WalletErrorCode } from '@/wallet/WalletError'

/**
 * Expected conditions in the words of a wallet SDK, the name-service API, algod or the browser:
 * the app shows them to the user and does not report them. Matched only in those words, never in
 * a message of ours (which may be translated): ours are told apart by class and code below.
 */
export const IGNORED_ERRORS: readonly string[] = [
  'Operation cancelled',
  'Transaction Request Rejected',
  'Abort route change',
  'Invalid Input: Invalid Asset',
  'name/nfd already has a verify request outstanding',
  'Can not open popup window',
  'Insufficient balance',
  'Insufficient available balance',
  'User did not accept terms',
  'bridge server not active anymore',
  'already opted in to app',
  'name too long, max 32',
  'error in verification of field',
  'Session currently connected',
  'Windows is opened',
  'name must match the regexp',
  'field to verify in incorrect format',
  'not confirmed after 4 rounds',
  'Error fetching Discord name',
  'Missing or invalid topic field',
  'AlgoSigner not available',
  'write permission denied',
  'operation aborted',
  'error initializing client',
  'invalid name',
  'not found',
]

/** Our wallet failures that are expected outcomes: the user gave up, no wallet, another network, none in this browser. */
const IGNORED_WALLET_CODES: ReadonlySet<WalletErrorCode> = new Set<WalletErrorCode>([
  'cancelled',
  'notConnected',
  'networkMismatch',
  'unavailable',
  'popupBlocked',
  'noAnswer',
])

function isIgnoredMessage(message: string): boolean {
  return message !== '' && IGNORED_ERRORS.some((ignored) => message.includes(ignored))
}

/** Whether a failure is an expected condition, decided the same way in every language. */
export function isIgnoredError(error: unknown): boolean {
  if (error instanceof WalletError) return IGNORED_WALLET_CODES.has(error.code)
  if (error instanceof InsufficientFundsError || error instanceof OfflineError || error instanceof InvalidAssetError)
    return true
  // Any other failure of ours is worth a report, whatever its words say.
  if (error instanceof AppError) return false
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED_CODE)
    return true
  return isIgnoredMessage(foreignMessage(error))
}

interface ReportedEvent {
  message?: string
  exception?: { values?: { value?: string }[] }
}

/** Tracing headers go only to the name-service API of testnet and mainnet, and relative api/ paths. */
export const TRACE_PROPAGATION_TARGETS: readonly (string | RegExp)[] = [
  /^https:\/\/api\.nf\.domains(\/|$)/,
  /^https:\/\/api\.testnet\.nf\.domains(\/|$)/,
  /^\/?api\//,
]

/** Whether a URL would get tracing headers: the same test Sentry applies to the targets above. */
export function shouldPropagateTrace(url: string): boolean {
  return TRACE_PROPAGATION_TARGETS.some((target) =>
    typeof target === 'string' ? url.includes(target) : target.test(url),
  )
}

/** The 404 page's performance transactions are noise. */
export function isDroppedTransaction(name: string | undefined): boolean {
  return name === '/404' || name === '*'
}

export function sentryOptions(dsn: string, environment: string, release: string) {
  return {
    dsn,
    environment,
    release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    tracePropagationTargets: [...TRACE_PROPAGATION_TARGETS],
    // The error itself when Sentry has it (its class decides), else the words it recorded.
    beforeSend<T extends ReportedEvent>(event: T, hint: { originalException?: unknown }): T | null {
      const error = hint.originalException ?? event.exception?.values?.[0]?.value ?? event.message
      return isIgnoredError(error) ? null : event
    },
    beforeSendTransaction<T extends { transaction?: string }>(event: T): T | null {
      return isDroppedTransaction(event.transaction) ? null : event
    },
  }
}
