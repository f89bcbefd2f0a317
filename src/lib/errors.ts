/**
 * Typed failures of the data layer. Queries retry on `isRetryableError`; the UI turns any
 * of them into words with userMessage (src/names/api/userMessage.ts). The messages that one
 * shows as they are (a time limit, a status without the API's words) are in the chosen language,
 * so code tells failures apart by class and code, and matches words only from foreignMessage.
 */
import { AppError } from './AppError'
import { i18n, params } from './i18n/i18n'

const messages = i18n('lib/errors', {
  failed: params('Request failed with status {status}'),
  nameService: params('The name service did not answer within {seconds} s'),
  algod: params('The Algorand node did not answer within {seconds} s'),
  imageGateway: params('The image gateway did not answer within {seconds} s'),
})

const TIMEOUT_MESSAGE = {
  'name service': 'nameService',
  'Algorand node': 'algod',
  'image gateway': 'imageGateway',
} as const

/** The goa error body of the name-service API: {name, id, message, temporary, timeout, fault}. */
export class ApiError extends Error {
  /** The goa error name, e.g. notFound, invalidAddress, upgradeRequired. */
  readonly code: string
  /** The service's own words ('' when it sent none): never translated, safe to match. */
  readonly serviceMessage: string

  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly temporary = false,
    readonly timeout = false,
  ) {
    super(message || messages.get().failed({ status }))
    this.name = 'ApiError'
    this.code = code
    this.serviceMessage = message
  }
}

/** 429: the API says how long to wait. */
export class RateLimitedError extends ApiError {
  /** Its message is ours (for the log), not the service's. */
  override readonly serviceMessage = ''

  constructor(
    readonly secsRemaining: number,
    readonly limit: number,
  ) {
    super(429, 'rateLimited', `Rate limited: wait ${secsRemaining} s`, true, false)
    this.name = 'RateLimitedError'
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends AppError {
  constructor(
    message = 'Network request failed',
    override readonly cause?: unknown,
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

/** No answer within the request's time limit; the request was aborted. */
export class TimeoutError extends AppError {
  constructor(
    readonly service: keyof typeof TIMEOUT_MESSAGE,
    readonly limitMs: number,
  ) {
    super(messages.get()[TIMEOUT_MESSAGE[service]]({ seconds: Math.round(limitMs / 1000) }))
    this.name = 'TimeoutError'
  }
}

/** An answer arrived but is not what the API promises (broken JSON, wrong shape). */
export class MalformedResponseError extends AppError {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'MalformedResponseError'
  }
}

/** The HTTP status of any error we know: ours, algosdk's (`response.status`) or a plain `status`. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status
  if (typeof error !== 'object' || error === null) return undefined
  const { response, status } = error as { response?: { status?: unknown }; status?: unknown }
  if (typeof response?.status === 'number') return response.status
  if (typeof status === 'number') return status
  return undefined
}

/**
 * The words a failure brought from outside (the API's message, algod's, a wallet SDK's, the
 * browser's): the only words worth matching. The app's own failures bring none.
 */
export function foreignMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serviceMessage
  if (error instanceof AppError) return ''
  if (typeof error === 'string') return error
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message : ''
}

/** fetch rejects with a TypeError when the network is down ("Failed to fetch", "fetch failed"). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
}

/** Worth trying again: no answer, a server fault (5xx) or a rate limit. Never 4xx otherwise. */
export function isRetryableError(error: unknown): boolean {
  if (isNetworkFailure(error)) return true
  const status = httpStatusOf(error)
  return status !== undefined && (status === 429 || status >= 500)
}
