/**
 * Sales, mints and offers (GET /nfd/analytics). The reply is checked field by field against the
 * yaml's shape: a wrongly typed field is treated as missing, and a record without a time or a
 * price is dropped alone, so one bad record does not hide the list.
 */
import type { NetworkConfig } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { MalformedResponseError } from '@/lib/errors'
import type { AnalyticsParams, NfdAnalyticEventKind } from './analyticsTypes'
import { apiGet, type Query } from './http'
import { isPlainObject } from './schemas/pickValid'

/** A record the app can show: time, price and event are present and well typed. */
export interface AnalyticEntry {
  timestamp: string
  /** µALGO */
  price: number
  /** dollars at the time, when the API knows it */
  priceUsd: number | null
  event: NfdAnalyticEventKind
  name: string
  buyer: string | null
  seller: string | null
  note: string | null
}

export interface AnalyticsPage {
  entries: AnalyticEntry[]
  total: number
}

const EVENTS: readonly NfdAnalyticEventKind[] = [
  'minted',
  'renewed',
  'offeredForSale',
  'canceledSale',
  'escrowedOffer',
  'sold',
  'postedOffer',
]

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const address = (value: unknown): string | null => (isValidAddress(value) ? value : null)

/** One NFDAnalyticRecord of the reply, read field by field (anything else is no entry). */
export function toAnalyticEntry(record: unknown): AnalyticEntry | null {
  if (!isPlainObject(record)) return null
  const data = isPlainObject(record.data) ? record.data : {}
  const timestamp = str(record.timestamp)
  const price = record.price
  const event = EVENTS.find((e) => e === data.event)
  const name = str(data.name)
  if (!timestamp || Number.isNaN(Date.parse(timestamp)) || !event || !name) return null
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null
  const usd = record.priceUsd
  return {
    timestamp,
    price,
    priceUsd: typeof usd === 'number' && Number.isFinite(usd) && usd >= 0 ? usd : null,
    event,
    name,
    buyer: address(data.buyer),
    seller: address(data.seller),
    note: str(data.note),
  }
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
