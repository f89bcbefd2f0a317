/**
 * Reverse lookup: address -> its primary NFD. The API takes at most 20 addresses a call, so
 * the list is split in chunks of 20 and fetched in parallel; a 404 means none in that chunk.
 */
import type { NetworkConfig } from '@/config/networks'
import { chunk } from '@/lib/chunk'
import { ApiError } from '@/lib/errors'
import { apiGet } from './http'
import { parseLookupReply } from './schemas/replies'
import type { LookupResponse, LookupView } from './types'

export interface LookupOptions {
  /** Also match unverified links (u.caalgo). Off by default: they prove nothing. */
  allowUnverified?: boolean
  signal?: AbortSignal
}

export async function lookupAddresses(
  net: NetworkConfig,
  addresses: readonly string[],
  view: LookupView = 'tiny',
  opts: LookupOptions = {},
): Promise<LookupResponse> {
  const unique = [...new Set(addresses)]
  const batches = await Promise.all(
    chunk(unique, 20).map(async (batch) => {
      try {
        const reply = await apiGet(
          net,
          '/nfd/lookup',
          { address: batch, view, allowUnverified: opts.allowUnverified || undefined },
          opts.signal,
        )
        return parseLookupReply(reply)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return {}
        throw error
      }
    }),
  )
  return Object.assign({}, ...batches) as LookupResponse
}
