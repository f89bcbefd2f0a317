/**
 * One NFDAnalyticRecord of GET /nfd/analytics, checked field by field: a wrongly typed optional
 * field is treated as missing, and a record without a usable time, price, event or name is no
 * entry (dropped alone, so one bad record does not hide the list).
 */
import * as v from 'valibot'
import { isValidAddress } from '@/lib/address'
import type { NfdAnalyticEventKind } from '../analyticsTypes'
import { isPlainObject } from './pickValid'

const EVENTS = [
  'minted',
  'renewed',
  'offeredForSale',
  'canceledSale',
  'escrowedOffer',
  'sold',
  'postedOffer',
] as const satisfies readonly NfdAnalyticEventKind[]

const timestamp = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'not a date-time'),
)
const microalgos = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const dollars = v.pipe(v.number(), v.finite(), v.minValue(0))
const text = v.pipe(v.string(), v.minLength(1))
const address = v.pipe(
  v.string(),
  v.check((text: string) => isValidAddress(text), 'not an Algorand address'),
)

/** What a record must have to be shown at all. */
const required = v.object({
  timestamp,
  price: microalgos,
  data: v.object({ event: v.picklist(EVENTS), name: text }),
})

/** The value when it passes its schema, else null (a missing field). */
function optional<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : null
}

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
  /** Who owns the name now: sent only when asked for (`includeOwner`). */
  currentOwner: string | null
  note: string | null
}

export function toAnalyticEntry(record: unknown): AnalyticEntry | null {
  const result = v.safeParse(required, record)
  if (!result.success || !isPlainObject(record) || !isPlainObject(record.data)) return null
  const { data } = record
  return {
    timestamp: result.output.timestamp,
    price: result.output.price,
    priceUsd: optional(dollars, record.priceUsd),
    event: result.output.data.event,
    name: result.output.data.name,
    buyer: optional(address, data.buyer),
    seller: optional(address, data.seller),
    currentOwner: optional(address, data.currentOwner),
    note: optional(text, data.note),
  }
}
