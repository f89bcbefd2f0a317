/** One name by name (or app id) in a view. A 404 is an answer: the name was never minted. */
import type { NetworkConfig } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { freshnessOf } from './freshReads'
import { apiRequest, pathOf } from './http'
import { parseRecordReply } from './schemas/replies'
import type { NfdRecord, NfdView } from './types'

export interface GetNameOptions {
  signal?: AbortSignal
  /** Bypass the CDN. Also sent, with poll, for a name freshly written (see freshReads.ts). */
  nocache?: boolean
}

/** Resolves null when the name is not minted (404), or not yet there while a mint settles (204). */
export async function getName(
  net: NetworkConfig,
  nameOrId: string,
  view: NfdView = 'brief',
  opts: GetNameOptions = {},
): Promise<NfdRecord | null> {
  const fresh = freshnessOf(net.id, nameOrId)
  try {
    const { status, data } = await apiRequest(net, pathOf`/nfd/${nameOrId}`, {
      query: { view, nocache: opts.nocache || fresh.nocache, poll: fresh.poll },
      signal: opts.signal,
    })
    if (status === 204 && fresh.poll) return null
    return parseRecordReply(data)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
