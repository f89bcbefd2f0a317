/**
 * The query retry rule: never on 403/404, only for retryable errors (network, 5xx, 429) and
 * for fewer than QUERY_RETRIES failures. A 429 waits what the API asks, up to
 * RATE_LIMIT_MAX_WAIT_S; a longer wait fails at once, so the page tells the wait in words.
 * A timed-out request is not retried: the page shows its error with Retry within the limit.
 */
import { QUERY_RETRIES, RATE_LIMIT_MAX_WAIT_S } from '@/config/constants'
import { RateLimitedError, TimeoutError, isRetryableError } from './errors'
import { statusInSet } from './statusInSet'

const NEVER_RETRY = [403, 404]
const MAX_DELAY_MS = 30_000

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (statusInSet(error, NEVER_RETRY)) return false
  if (error instanceof TimeoutError) return false
  if (error instanceof RateLimitedError && !(error.secsRemaining <= RATE_LIMIT_MAX_WAIT_S)) return false
  return failureCount < QUERY_RETRIES && isRetryableError(error)
}

/** Exponential back-off from 1 s (TanStack's default curve), or secsRemaining after a 429. */
export function retryDelay(failureCount: number, error: unknown): number {
  // Clamped: a delay over 2^31 ms would make the timer fire at once.
  if (error instanceof RateLimitedError)
    return Math.min(Math.max(0, error.secsRemaining), RATE_LIMIT_MAX_WAIT_S) * 1000 || 0
  return Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS)
}
