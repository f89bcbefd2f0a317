/**
 * One name by name (or app id) in a view. A 404 is an answer: the name was never minted. A
 * record of another name than the one asked is refused: what follows uses the name asked.
 */
import type { NetworkConfig } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { freshnessOf } from './freshReads'
import { apiRequest, pathOf } from './http'
import { OtherNameError } from './OtherNameError'
import { parseRecordReply } from './schemas/replies'
import type { NfdRecord, NfdView } from './types'

export interface GetNameOptions {
  signal?: AbortSignal
  /** Bypass the CDN. Also sent, with poll, for a name freshly written (see freshReads.ts). */
  nocache?: boolean
}

/** An app id asks for whichever name that contract holds. */
const APP_ID = /^\d+$/

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
    const record = parseRecordReply(data)
    if (!APP_ID.test(nameOrId) && record.name !== nameOrId) throw new OtherNameError(nameOrId, record.name)
    return record
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
