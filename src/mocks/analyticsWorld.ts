/** The mock's GET /nfd/analytics: the API's filters and sorts over the world's events; the caller pages. */
import type { NFDAnalyticRecord } from '@/names/api/analyticsTypes'
import { isValidAddress } from '@/lib/address'
import { REGISTRY_SELLER } from './fixtures/analytics'
import { world } from './world'

const EVENTS = ['minted', 'renewed', 'offeredForSale', 'canceledSale', 'escrowedOffer', 'sold', 'postedOffer']
const time = (r: NFDAnalyticRecord) => Date.parse(r.timestamp ?? '') || 0

const SORTS: Record<string, (a: NFDAnalyticRecord, b: NFDAnalyticRecord) => number> = {
  timeDesc: (a, b) => time(b) - time(a),
  priceAsc: (a, b) => (a.price ?? 0) - (b.price ?? 0),
  priceDesc: (a, b) => (b.price ?? 0) - (a.price ?? 0),
}

/** Every match, sorted. Throws a RangeError for what the API answers with 400. */
export function analyticsWorld(q: URLSearchParams): NFDAnalyticRecord[] {
  const sort = SORTS[q.get('sort') ?? 'timeDesc']
  if (!sort) throw new RangeError('sort must be one of timeDesc, priceAsc, priceDesc')
  const events = q.getAll('event')
  if (events.some((e) => !EVENTS.includes(e))) throw new RangeError(`event must be one of ${EVENTS.join(', ')}`)
  for (const key of ['buyer', 'seller']) {
    const value = q.get(key)
    if (value && !isValidAddress(value)) throw new RangeError(`${key} is not a valid Algorand address`)
  }
  const name = q.get('name') ?? ''
  const afterTime = Date.parse(q.get('afterTime') ?? '') || 0
  const minPrice = Number(q.get('minPrice') ?? -Infinity)
  const maxPrice = Number(q.get('maxPrice') ?? Infinity)
  const matches = world.analytics.filter(({ data = {}, price = 0, ...r }) => {
    if (name && !(data.name ?? '').includes(name)) return false // the API matches names partially
    if (q.get('buyer') && data.buyer !== q.get('buyer')) return false
    if (q.get('seller') && data.seller !== q.get('seller')) return false
    if (events.length && !events.includes(data.event ?? '')) return false
    if (q.get('requireBuyer') === 'true' && !data.buyer) return false
    if (q.get('excludeNFDAsSeller') === 'true' && data.seller === REGISTRY_SELLER) return false
    if (time(r) <= afterTime) return false
    return price >= minPrice && price <= maxPrice
  })
  const withOwner = q.get('includeOwner') === 'true'
  return matches
    .map((record) => {
      const copy = structuredClone(record)
      const owner = world.names.get(copy.data?.name ?? '')?.owner
      if (withOwner && copy.data && owner) copy.data.currentOwner = owner
      return copy
    })
    .sort(sort)
}
