/** One name by name (or app id) in a view. A 404 is an answer: the name was never minted. */
import type { NetworkConfig } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { apiGet, pathOf } from './http'
import { parseRecordReply } from './schemas/replies'
import type { NfdRecord, NfdView } from './types'

export interface GetNameOptions {
  signal?: AbortSignal
  /** Bypass the CDN; only for "it was just minted/bought" transitions (API-NOTES §2a). */
  nocache?: boolean
}

/** Resolves null when the name is not minted (404). */
export async function getName(
  net: NetworkConfig,
  nameOrId: string,
  view: NfdView = 'brief',
  opts: GetNameOptions = {},
): Promise<NfdRecord | null> {
  try {
    const reply = await apiGet<unknown>(
      net,
      pathOf`/nfd/${nameOrId}`,
      { view, nocache: opts.nocache || undefined },
      opts.signal,
    )
    return parseRecordReply(reply)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
