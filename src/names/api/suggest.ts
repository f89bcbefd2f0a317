/** Names like the one typed (available alternatives and segments the buyer may mint). */
import type { NetworkConfig } from '@/config/networks'
import { apiGet, pathOf } from './http'
import { parseRecordListReply } from './schemas/replies'
import type { NfdRecord } from './types'

export interface SuggestOptions {
  /** 1–40, default 20 */
  limit?: number
  view?: 'brief' | 'full'
  signal?: AbortSignal
}

export function suggestNames(
  net: NetworkConfig,
  name: string,
  buyer: string,
  opts: SuggestOptions = {},
): Promise<NfdRecord[]> {
  return apiGet(net, pathOf`/nfd/suggest/${name}`, { buyer, limit: opts.limit, view: opts.view }, opts.signal).then(
    (reply) => parseRecordListReply(reply, 'suggest'),
  )
}
