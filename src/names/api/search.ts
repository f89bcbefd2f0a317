/** Search (GET /nfd/v2/search, with a total) and the older browse (GET /nfd/browse, a bare list). */
import type { NetworkConfig } from '@/config/networks'
import { apiGet, type Query } from './http'
import { parseRecordListReply, parseSearchReply } from './schemas/replies'
import type { BrowseParams, NfdRecord, NfdV2SearchRecords, SearchParams } from './types'

export function searchNames(
  net: NetworkConfig,
  params: SearchParams,
  signal?: AbortSignal,
): Promise<NfdV2SearchRecords> {
  return apiGet(net, '/nfd/v2/search', params as Query, signal).then(parseSearchReply)
}

export function browseNames(net: NetworkConfig, params: BrowseParams, signal?: AbortSignal): Promise<NfdRecord[]> {
  return apiGet(net, '/nfd/browse', params as Query, signal).then((reply) => parseRecordListReply(reply, 'browse'))
}
