/**
 * The spec's query retry rule: never on 403/404, only for retryable errors (network,
 * 5xx, 429) and for fewer than QUERY_RETRIES failures. A 429 waits what the API asks.
 */
import { QUERY_RETRIES } from '@/config/constants'
import { RateLimitedError, httpStatusOf, isRetryableError } from './errors'

const NEVER_RETRY = new Set([403, 404])
const MAX_DELAY_MS = 30_000

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error)
  if (status !== undefined && NEVER_RETRY.has(status)) return false
  return failureCount < QUERY_RETRIES && isRetryableError(error)
}

/** Exponential back-off from 1 s (TanStack's default curve), or secsRemaining after a 429. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof RateLimitedError) return Math.max(0, error.secsRemaining) * 1000
  return Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS)
}
