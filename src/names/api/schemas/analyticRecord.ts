/**
 * One NFDAnalyticRecord of GET /nfd/analytics, checked field by field: a wrongly typed optional
 * field is treated as missing, and a record without a usable time, price, event or name is no
 * entry (dropped alone, so one bad record does not hide the list).
 */
import * as v from 'valibot'
import { isValidAddress } from '@/lib/address'
import { nfdCategory, nfdSaleType } from './nfdRecord'

const EVENTS = ['minted', 'renewed', 'offeredForSale', 'canceledSale', 'escrowedOffer', 'sold', 'postedOffer'] as const
const eventKind = v.picklist(EVENTS)

export type NfdAnalyticEventKind = v.InferOutput<typeof eventKind>

/** schema NFDAnalyticEvent, as the API sends it: every field optional in the yaml. */
const analyticEvent = v.partial(
  v.object({
    block: v.number(),
    buyer: v.string(),
    carryCost: v.number(),
    category: nfdCategory,
    currentOwner: v.string(),
    event: eventKind,
    groupID: v.string(),
    metaTags: v.array(v.string()),
    name: v.string(),
    newExpTime: v.string(),
    note: v.string(),
    oneYearRenewalPrice: v.number(),
    saleType: nfdSaleType,
    seller: v.string(),
  }),
)

/** schema NFDAnalyticRecord, as the API sends it (the mock API builds these; the contract test holds it to the yaml). */
export const analyticRecord = v.partial(
  v.object({ data: analyticEvent, price: v.number(), priceUsd: v.number(), timestamp: v.string() }),
)

export type NFDAnalyticEvent = v.InferOutput<typeof analyticEvent>
export type NFDAnalyticRecord = v.InferOutput<typeof analyticRecord>

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

/** A field that is missing, or of the wrong type, is null: the record stays. */
const orNull = <T>(schema: v.GenericSchema<unknown, T>) => v.fallback(v.nullable(schema), null)

/**
 * A record the app can show: time, price, event and name are present and well typed; the others
 * are null when missing. `price` is µALGO, `priceUsd` dollars at the time when the API knows it,
 * `currentOwner` sent only when asked for (`includeOwner`).
 */
const entry = v.pipe(
  v.object({
    timestamp,
    price: microalgos,
    priceUsd: orNull(dollars),
    data: v.object({
      event: eventKind,
      name: text,
      buyer: orNull(address),
      seller: orNull(address),
      currentOwner: orNull(address),
      note: orNull(text),
    }),
  }),
  v.transform(({ data, ...record }) => ({ ...record, ...data })),
)

export type AnalyticEntry = v.InferOutput<typeof entry>

export function toAnalyticEntry(record: unknown): AnalyticEntry | null {
  const result = v.safeParse(entry, record)
  return result.success ? result.output : null
}
