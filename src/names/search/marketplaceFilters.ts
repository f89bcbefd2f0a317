/**
 * The marketplace view as data: URL search params <-> a filter object, so a view can be shared
 * and the back button works. Parsing never throws: anything unknown in the URL is dropped.
 * Serializing writes only what differs from the defaults, arrays in canonical order.
 */
import { algosToMicroalgos } from '@/lib/money'
import type { NfdCategory, NfdSaleType, SearchLength, SearchParams, SearchSort, SearchTrait } from '../api/types'

export const CATEGORIES = ['curated', 'premium', 'common'] as const satisfies readonly NfdCategory[]
export const SALE_TYPES = ['auction', 'buyItNow'] as const satisfies readonly NfdSaleType[]
export const LENGTHS = [
  '1_letters',
  '2_letters',
  '3_letters',
  '4_letters',
  '5_letters',
  '6_letters',
  '7_letters',
  '8_letters',
  '9_letters',
  '10+_letters',
] as const satisfies readonly SearchLength[]
export const TRAITS = ['emoji', 'pristine', 'segment'] as const satisfies readonly SearchTrait[]
export const MARKETPLACE_SORTS = ['newest', 'priceAsc', 'priceDesc', 'name'] as const

type Category = (typeof CATEGORIES)[number]
type SaleType = (typeof SALE_TYPES)[number]
type LengthBucket = (typeof LENGTHS)[number]
type Trait = (typeof TRAITS)[number]
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]

export interface MarketplaceFilters {
  category: Category[]
  saleType: SaleType[]
  length: LengthBucket[]
  traits: Trait[]
  /** Price bounds in ALGO (the user's unit); null = no bound. Converted to microalgos for the API. */
  minPrice: number | null
  maxPrice: number | null
  sort: MarketplaceSort
  /** 1-based. */
  page: number
}

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  category: [],
  saleType: [],
  length: [],
  traits: [],
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
  page: 1,
}

/** Upper bound for a price typed into the URL: the API caps offers at 1e14 µALGO = 1e8 ALGO. */
const MAX_PRICE_ALGO = 100_000_000
const PRICE_RE = /^\d{1,9}(\.\d{1,6})?$/
const PAGE_RE = /^[1-9]\d{0,5}$/

/** Keeps the known values of a list, once each, in the list's canonical order. */
function pick<T extends string>(allowed: readonly T[], values: string[]): T[] {
  const wanted = new Set(values)
  return allowed.filter((value) => wanted.has(value))
}

/** A price bound in ALGO as typed or read from the URL; null when empty or not a valid amount. */
export function parseAlgoPrice(raw: string | null): number | null {
  if (raw === null || !PRICE_RE.test(raw)) return null
  const value = Number(raw)
  return value <= MAX_PRICE_ALGO ? value : null
}

export function parseMarketplaceFilters(params: URLSearchParams): MarketplaceFilters {
  const sort = params.get('sort')
  const page = params.get('page')
  return {
    category: pick(CATEGORIES, params.getAll('category')),
    saleType: pick(SALE_TYPES, params.getAll('saleType')),
    length: pick(LENGTHS, params.getAll('length')),
    traits: pick(TRAITS, params.getAll('traits')),
    minPrice: parseAlgoPrice(params.get('min')),
    maxPrice: parseAlgoPrice(params.get('max')),
    sort: MARKETPLACE_SORTS.find((value) => value === sort) ?? DEFAULT_MARKETPLACE_FILTERS.sort,
    page: page !== null && PAGE_RE.test(page) ? Number(page) : 1,
  }
}

/** A price as the URL shows it: plain decimal ALGO, at most 6 decimals, never exponent notation. */
function formatPrice(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, '')
}

export function marketplaceFiltersToParams(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const value of pick(CATEGORIES, filters.category)) params.append('category', value)
  for (const value of pick(SALE_TYPES, filters.saleType)) params.append('saleType', value)
  for (const value of pick(LENGTHS, filters.length)) params.append('length', value)
  for (const value of pick(TRAITS, filters.traits)) params.append('traits', value)
  if (filters.minPrice !== null) params.set('min', formatPrice(filters.minPrice))
  if (filters.maxPrice !== null) params.set('max', formatPrice(filters.maxPrice))
  if (filters.sort !== DEFAULT_MARKETPLACE_FILTERS.sort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A filter change starts again at page 1 (the old page may not exist in the new result). */
export function withFilterChange(
  filters: MarketplaceFilters,
  change: Partial<Omit<MarketplaceFilters, 'page'>>,
): MarketplaceFilters {
  return { ...filters, ...change, page: 1 }
}

/** How many filters (not sort or page) are set: shown on the drawer button. */
export function activeFilterCount(filters: MarketplaceFilters): number {
  return (
    filters.category.length +
    filters.saleType.length +
    filters.length.length +
    filters.traits.length +
    (filters.minPrice !== null ? 1 : 0) +
    (filters.maxPrice !== null ? 1 : 0)
  )
}

export const MARKETPLACE_PAGE_SIZE = 24

const SORT_TO_API: Record<MarketplaceSort, SearchSort> = {
  newest: 'createdDesc',
  priceAsc: 'priceAsc',
  priceDesc: 'priceDesc',
  name: 'nameAsc',
}

/**
 * The API query for a view: names for sale, prices in µALGO, one page. Empty filters are left out.
 * Names listed for one buyer only (reservedFor) are private sales, not listings: left out.
 */
export function marketplaceSearchParams(filters: MarketplaceFilters, pageSize = MARKETPLACE_PAGE_SIZE): SearchParams {
  const params: SearchParams = {
    state: ['forSale'],
    excludeUserReserved: true,
    sort: SORT_TO_API[filters.sort],
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
    view: 'brief',
  }
  if (filters.category.length) params.category = [...filters.category]
  if (filters.saleType.length) params.saleType = [...filters.saleType]
  if (filters.length.length) params.length = [...filters.length]
  if (filters.traits.length) params.traits = [...filters.traits]
  if (filters.minPrice !== null) params.minPrice = Number(algosToMicroalgos(filters.minPrice))
  if (filters.maxPrice !== null) params.maxPrice = Number(algosToMicroalgos(filters.maxPrice))
  return params
}
