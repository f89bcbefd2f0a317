/**
 * The NfdRecord schema of the API description, field by field. Every field is optional except
 * `name`; a field of the wrong type is dropped, and a record without a usable name is no record.
 */
import * as v from 'valibot'
import { logger } from '@/lib/logger'
import { isApiName } from '../../core/validation'
import { isPlainObject, lenientArray, lenientStringMap, pickValid, type FieldSchemas, type Picked } from './pickValid'

const ADDRESS = /^[A-Z2-7]{57}[AEIMQUY4]$/

const address = v.pipe(v.string(), v.regex(ADDRESS, 'not an Algorand address'))
const int64 = v.pipe(v.number(), v.safeInteger())
const dateTime = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'not a date-time'),
)

const nfdState = v.picklist(['available', 'minting', 'reserved', 'forSale', 'owned', 'expired'])
export const nfdCategory = v.picklist(['curated', 'premium', 'common'])
export const nfdSaleType = v.picklist(['auction', 'buyItNow'])

export type NfdState = v.InferOutput<typeof nfdState>
export type NfdCategory = v.InferOutput<typeof nfdCategory>
export type NfdSaleType = v.InferOutput<typeof nfdSaleType>

const properties = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((input) =>
    pickValid(
      input,
      {
        internal: lenientStringMap('properties.internal'),
        userDefined: lenientStringMap('properties.userDefined'),
        verified: lenientStringMap('properties.verified'),
      },
      'properties',
    ),
  ),
)

/** Follows components.schemas.NfdRecord (the contract test checks the field list against it). */
export const NFD_RECORD_FIELDS = {
  name: v.pipe(v.string(), v.minLength(1)),
  appID: int64,
  asaID: int64,
  avatarOutdated: v.boolean(),
  caAlgo: lenientArray(address, 'caAlgo'),
  category: nfdCategory,
  currentAsOfBlock: int64,
  depositAccount: address,
  expired: v.boolean(),
  metaTags: lenientArray(v.string(), 'metaTags'),
  nfdAccount: address,
  owner: address,
  parentAppID: int64,
  properties,
  reservedFor: address,
  saleType: nfdSaleType,
  sellAmount: int64,
  seller: address,
  sigNameAddress: address,
  state: nfdState,
  tags: lenientArray(v.string(), 'tags'),
  timeChanged: dateTime,
  timeCreated: dateTime,
  timeExpires: dateTime,
  timePurchased: dateTime,
  unverifiedCa: v.record(v.string(), lenientArray(v.string(), 'unverifiedCa')),
  unverifiedCaAlgo: lenientArray(address, 'unverifiedCaAlgo'),
} satisfies FieldSchemas

/** schema NfdRecord: only `name` is always present; the view decides the rest. */
export type NfdRecord = Picked<typeof NFD_RECORD_FIELDS> & { name: string }

/** The record with its bad fields dropped, or null when it has no usable name (logged). */
export function parseNfdRecord(input: unknown, where = 'record'): NfdRecord | null {
  if (!isPlainObject(input)) {
    logger.warn(`Dropped ${where}: not an object`)
    return null
  }
  const record = pickValid(input, NFD_RECORD_FIELDS, where)
  const { name } = record
  if (name === undefined) {
    logger.warn(`Dropped ${where}: no name`)
    return null
  }
  return { ...record, name }
}

/**
 * A list of records: a malformed one is left out, the others stay. So is one whose name is no
 * .algo name (" ", "x"): a list shows each record as a card that names it and links to it.
 */
export function parseNfdRecords(input: unknown, where = 'records'): NfdRecord[] | null {
  if (!Array.isArray(input)) return null
  return input.flatMap((item, index) => {
    const at = `${where}[${index}]`
    const record = parseNfdRecord(item, at)
    if (record && !isApiName(record.name)) {
      logger.warn(`Dropped ${at}: not a .algo name`)
      return []
    }
    return record ?? []
  })
}
