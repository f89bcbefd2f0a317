/**
 * Sales, mints and offers (GET /nfd/analytics). Each record is checked on its own
 * (schemas/analyticRecord.ts): a bad one is dropped alone, so it does not hide the list.
 */
import type { NetworkConfig } from '@/config/networks'
import { MalformedResponseError } from '@/lib/errors'
import type { AnalyticsParams } from './analyticsTypes'
import { apiGet, type Query } from './http'
import { toAnalyticEntry, type AnalyticEntry } from './schemas/analyticRecord'
import { isPlainObject } from './schemas/pickValid'

export type { AnalyticEntry }

export interface AnalyticsPage {
  entries: AnalyticEntry[]
  total: number
}

export async function getAnalytics(
  net: NetworkConfig,
  params: AnalyticsParams,
  signal?: AbortSignal,
): Promise<AnalyticsPage> {
  const body = await apiGet(net, '/nfd/analytics', params as Query, signal)
  const results = isPlainObject(body) ? body.results : undefined
  if (!isPlainObject(body) || (results !== undefined && !Array.isArray(results)))
    throw new MalformedResponseError('The name service sent analytics in an unexpected shape', 200)
  const entries = (results ?? []).flatMap((r: unknown) => toAnalyticEntry(r) ?? [])
  return { entries, total: typeof body.total === 'number' ? body.total : entries.length }
}
