/** The market in numbers: GET /nfd/totals and GET /nfd/segment/leaders (the top segment roots). */
import type { NetworkConfig } from '@/config/networks'
import { apiGet } from './http'
import { parseRecordListReply } from './schemas/replies'
import { parseTotalsReply, type Totals } from './schemas/totals'
import type { NfdRecord } from './types'

export async function getTotals(net: NetworkConfig, signal?: AbortSignal): Promise<Totals> {
  return parseTotalsReply(await apiGet(net, '/nfd/totals', {}, signal))
}

export async function getSegmentLeaders(net: NetworkConfig, signal?: AbortSignal): Promise<NfdRecord[]> {
  return parseRecordListReply(await apiGet(net, '/nfd/segment/leaders', {}, signal), 'segment leaders')
}
