/** Every write endpoint answers with a transaction group; this posts and decodes it. */
import { RATE_LIMIT_MAX_WAIT_S } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { RateLimitedError } from '@/lib/errors'
import { retry } from '@/lib/retry'
import { apiData, pathOf, type ApiRequest } from './http'
import { decodeTxnGroup, type TxnGroupEntry } from './txnGroup'

/** How often a rate-limited write is asked again, and the longest wait worth doing silently. */
export const WRITE_RATE_LIMIT_TRIES = 3
export const WRITE_MAX_WAIT_S = RATE_LIMIT_MAX_WAIT_S

/** A 429 with a short enough wait is asked again after that wait; anything else fails at once. */
function rateLimitWait(error: unknown): number | undefined {
  if (!(error instanceof RateLimitedError) || !(error.secsRemaining <= WRITE_MAX_WAIT_S)) return undefined
  return Math.max(0, error.secsRemaining) * 1000
}

export async function writeGroup(
  net: NetworkConfig,
  method: NonNullable<ApiRequest['method']>,
  path: string,
  body: unknown,
): Promise<TxnGroupEntry[]> {
  // A 429 was not served, and these endpoints only build a group (nothing changes until the
  // user signs and submits it): wait what the API asks, then ask again, instead of failing
  // the user's transaction. A long wait is the user's call: it fails with the wait in words.
  return retry(
    async () => decodeTxnGroup(await apiData(net, path, { method, body })),
    WRITE_RATE_LIMIT_TRIES,
    rateLimitWait,
  )
}

/** A write endpoint `POST <endpoint>/{name}`: the request body in, the group to sign out. */
export function nameWrite<Body>(endpoint: string) {
  return (net: NetworkConfig, name: string, body: Body): Promise<TxnGroupEntry[]> =>
    writeGroup(net, 'POST', endpoint + pathOf`/${name}`, body)
}
