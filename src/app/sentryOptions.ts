/**
 * Error-reporting policy as plain data, so it is tested without Sentry loaded:
 * what is never reported, which transactions are dropped, where tracing headers may go.
 */
import { TRACES_SAMPLE_RATE } from '@/config/constants'

/** Expected conditions, not bugs: the app shows them to the user and does not report them. */
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
  'Wallet is not connected',
  'Wallet not connected',
  'modal closed by the user',
  'Signing Error: network mismatch',
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
  'Exodus not available',
  'write permission denied',
  'operation aborted',
  'error initializing client',
  'invalid name',
  'not found',
  'Unknown error',
]

/** Tracing headers go only to the name-service API of testnet and mainnet, and relative api/ paths. */
export const TRACE_PROPAGATION_TARGETS: readonly (string | RegExp)[] = [
  /^https:\/\/api\.nf\.domains(\/|$)/,
  /^https:\/\/api\.testnet\.nf\.domains(\/|$)/,
  /^\/?api\//,
]

export function isIgnoredMessage(message: string | undefined): boolean {
  if (!message) return false
  return IGNORED_ERRORS.some((ignored) => message.includes(ignored))
}

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
    ignoreErrors: [...IGNORED_ERRORS],
    tracePropagationTargets: [...TRACE_PROPAGATION_TARGETS],
    beforeSendTransaction<T extends { transaction?: string }>(event: T): T | null {
      return isDroppedTransaction(event.transaction) ? null : event
    },
  }
}
