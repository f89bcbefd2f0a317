/** The mock's v2/search and browse: the API's filters, sorts and paging over the world's names. */
import type { NfdRecord } from '@/names/api/types'
import { generatedPortfolio } from './fixtures/ownedNames'
import { world } from './world'

function baseLength(name: string): string {
  const base = name.replace(/\.algo$/, '').split('.')[0] ?? ''
  const length = [...base].length
  return length >= 10 ? '10+_letters' : `${length}_letters`
}

function traitsOf(record: NfdRecord): string[] {
  const traits: string[] = []
  if (record.parentAppID) traits.push('segment')
  if (record.metaTags?.includes('pristine')) traits.push('pristine')
  if ([...record.name].some((ch) => (ch.codePointAt(0) ?? 0) > 127)) traits.push('emoji')
  return traits
}

type Filter = (record: NfdRecord) => boolean

function filtersOf(q: URLSearchParams): Filter[] {
  const all = (key: string) => q.getAll(key)
  const one = (key: string) => q.get(key)
  const filters: Filter[] = []
  const add = (key: string, filter: (value: string) => Filter) => {
    const value = one(key)
    if (value !== null && value !== '') filters.push(filter(value))
  }
  const addList = (key: string, get: (r: NfdRecord) => string[]) => {
    const wanted = all(key)
    if (wanted.length) filters.push((r) => get(r).some((v) => wanted.includes(v)))
  }
  const price = (r: NfdRecord) => r.sellAmount ?? -1
  add('name', (v) => (r) => r.name === v)
  add('prefix', (v) => (r) => r.name.startsWith(v))
  add('substring', (v) => (r) => r.name.includes(v))
  addList('category', (r) => [r.category ?? ''])
  addList('saleType', (r) => [r.saleType ?? ''])
  addList('length', (r) => [baseLength(r.name)])
  addList('traits', traitsOf)
  add('parentAppID', (v) => (r) => String(r.parentAppID ?? '') === v)
  add('owner', (v) => (r) => r.owner === v || r.seller === v)
  add('reservedFor', (v) => (r) => r.reservedFor === v)
  add('excludeUserReserved', (v) => (r) => v !== 'true' || !(r.reservedFor && r.state === 'forSale'))
  add('vproperty', (v) => (r) => {
    const value = r.properties?.verified?.[v]
    const wanted = one('vvalue')
    return value !== undefined && (wanted === null || value === wanted)
  })
  add('segmentLocked', (v) => (r) => (r.properties?.internal?.segmentLocked !== '0') === (v === 'true'))
  add('segmentRoot', (v) => (r) => !r.parentAppID === (v === 'true'))
  add('minPrice', (v) => (r) => price(r) >= Number(v))
  add('maxPrice', (v) => (r) => price(r) >= 0 && price(r) <= Number(v))
  add('changedAfter', (v) => (r) => Date.parse(r.timeChanged ?? '') > Date.parse(v))
  // "An expiration time at or before the specified timestamp" (the API's description).
  add('expiresBefore', (v) => (r) => Date.parse(r.timeExpires ?? '') <= Date.parse(v))
  // owner= alone returns owned names only; listed and expired ones need an explicit state.
  const states = all('state')
  if (states.length) filters.push((r) => states.includes(r.state ?? ''))
  else if (one('owner')) filters.push((r) => r.state === 'owned')
  return filters
}

const time = (value: string | undefined) => Date.parse(value ?? '') || 0

const SORTS: Record<string, (a: NfdRecord, b: NfdRecord) => number> = {
  createdDesc: (a, b) => time(b.timeCreated) - time(a.timeCreated),
  timeChangedDesc: (a, b) => time(b.timeChanged) - time(a.timeChanged),
  soldDesc: (a, b) => time(b.timePurchased) - time(a.timePurchased),
  priceAsc: (a, b) => (a.sellAmount ?? Infinity) - (b.sellAmount ?? Infinity),
  priceDesc: (a, b) => (b.sellAmount ?? -1) - (a.sellAmount ?? -1),
  highestSaleDesc: (a, b) =>
    Number(b.properties?.internal?.highestSoldAmt ?? 0) - Number(a.properties?.internal?.highestSoldAmt ?? 0),
  saleTypeAsc: (a, b) => (a.saleType ?? '').localeCompare(b.saleType ?? ''),
  nameAsc: (a, b) => a.name.localeCompare(b.name),
  expiresAsc: (a, b) => time(a.timeExpires) - time(b.timeExpires),
  expiresDesc: (a, b) => time(b.timeExpires) - time(a.timeExpires),
}

const SEARCH_SORTS = Object.keys(SORTS)

/** Every match among `records`, sorted; the caller pages. Throws on an unknown sort (the API's 400). */
export function searchRecords(records: Iterable<NfdRecord>, q: URLSearchParams): NfdRecord[] {
  const sort = q.get('sort') ?? 'createdDesc'
  const compare = SORTS[sort]
  if (!compare) throw new RangeError(`sort must be one of ${SEARCH_SORTS.join(', ')}`)
  const filters = filtersOf(q)
  return [...records].filter((record) => filters.every((f) => f(record))).sort(compare)
}

/** The world's matches; an owner with a generated portfolio is answered from it alone. */
export function searchWorld(q: URLSearchParams): NfdRecord[] {
  return searchRecords(generatedPortfolio(q.get('owner')) ?? world.names.values(), q)
}
