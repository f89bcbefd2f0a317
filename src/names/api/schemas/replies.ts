/**
 * The replies of the read endpoints, checked at the client boundary. A reply that cannot be
 * used at all (not the shape of its schema) becomes a MalformedResponseError, which the page
 * shows as an error with Retry; inside a usable reply, bad records and fields are dropped.
 */
import * as v from 'valibot'
import { MalformedResponseError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { parseNfdRecord, parseNfdRecords, type NfdRecord } from './nfdRecord'
import { isPlainObject, lenientStringMap, pickValid, type Picked } from './pickValid'

function unusable(what: string): MalformedResponseError {
  return new MalformedResponseError(`The name service sent an unusable ${what}`)
}

export function parseRecordReply(input: unknown, what = 'record'): NfdRecord {
  const record = parseNfdRecord(input, what)
  if (!record) throw unusable(what)
  return record
}

export function parseRecordListReply(input: unknown, what = 'list'): NfdRecord[] {
  const records = parseNfdRecords(input, what)
  if (!records) throw unusable(what)
  return records
}

/**
 * schema NfdV2SearchRecords: `total` counts every match before paging (the page's length when it
 * is missing or not an integer). The records are checked one by one: a bad one is dropped alone.
 */
const searchRecords = v.pipe(
  v.object({
    nfds: v.pipe(
      v.unknown(),
      v.transform((nfds) => parseNfdRecords(nfds, 'search.nfds')),
      v.custom<NfdRecord[]>(Array.isArray, 'not a list'),
    ),
    total: v.fallback(v.optional(v.pipe(v.number(), v.safeInteger())), undefined),
  }),
  v.transform(({ nfds, total }) => {
    if (total === undefined) logger.warn('Dropped search.total: not an integer')
    return { nfds, total: total ?? nfds.length }
  }),
)

export type NfdV2SearchRecords = v.InferOutput<typeof searchRecords>

/** GET /nfd/lookup: address -> its primary NFD; unmatched addresses are left out. */
export type LookupResponse = Record<string, NfdRecord>

export function parseSearchReply(input: unknown): NfdV2SearchRecords {
  const result = v.safeParse(searchRecords, input)
  if (!result.success) throw unusable('search result')
  return result.output
}

/** Addresses without a usable record are left out, as unmatched addresses are. */
export function parseLookupReply(input: unknown): LookupResponse {
  if (!isPlainObject(input)) throw unusable('lookup result')
  const out: LookupResponse = {}
  for (const [address, value] of Object.entries(input)) {
    const record = parseNfdRecord(value, `lookup.${address}`)
    if (record) out[address] = record
  }
  return out
}

const quote = v.object({
  price: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  carryCost: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  exists: v.boolean(),
  isExpired: v.boolean(),
  inAuction: v.boolean(),
})

/** schema GetQuoteResponseBody: `price` is µALGO for one year, carryCost included. */
export type GetQuoteResponseBody = v.InferOutput<typeof quote>

/** Every field of a quote is needed to show a price: a bad one makes the quote unusable. */
export function parseQuoteReply(input: unknown): GetQuoteResponseBody {
  const result = v.safeParse(quote, input)
  if (!result.success) throw unusable('quote')
  return result.output
}

const ACTIVITY_FIELDS = {
  name: v.pipe(v.string(), v.minLength(1)),
  block: v.pipe(v.number(), v.safeInteger()),
  timeChanged: v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(Date.parse(text))),
  ),
  changes: lenientStringMap('activity.changes'),
}

/** schema NFDActivity: name, block and time always present. */
export type NFDActivity = Picked<typeof ACTIVITY_FIELDS> &
  Pick<Required<Picked<typeof ACTIVITY_FIELDS>>, 'name' | 'block' | 'timeChanged'>

/** An activity entry without name, block or time is left out; the others stay. */
export function parseActivityReply(input: unknown): NFDActivity[] {
  if (!Array.isArray(input)) throw unusable('activity list')
  return input.flatMap((entry: unknown, index) => {
    const fields = isPlainObject(entry) ? pickValid(entry, ACTIVITY_FIELDS, `activity[${index}]`) : {}
    const { name, block, timeChanged } = fields
    if (name === undefined || block === undefined || timeChanged === undefined) {
      logger.warn(`Dropped activity[${index}]: incomplete`)
      return []
    }
    return [{ ...fields, name, block, timeChanged }]
  })
}

const verifyRequest = v.object({ id: v.string(), challenge: v.string(), validated: v.optional(v.boolean()) })
const verifyConfirm = v.object({ confirmed: v.boolean() })

/** schema VerifyRequestResponseBody */
export type VerifyRequestResponseBody = v.InferOutput<typeof verifyRequest>
/** schema VerifyConfirmResponseBody */
export type VerifyConfirmResponseBody = v.InferOutput<typeof verifyConfirm>

/** A challenge needs its id and text: without them there is nothing to confirm. */
export function parseVerifyRequestReply(input: unknown): VerifyRequestResponseBody {
  const result = v.safeParse(verifyRequest, input)
  if (!result.success) throw unusable('verification challenge')
  return result.output
}

export function parseVerifyConfirmReply(input: unknown): VerifyConfirmResponseBody {
  const result = v.safeParse(verifyConfirm, input)
  if (!result.success) throw unusable('verification answer')
  return result.output
}
