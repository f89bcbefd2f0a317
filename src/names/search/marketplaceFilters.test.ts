import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  activeFilterCount,
  CATEGORIES,
  DEFAULT_MARKETPLACE_FILTERS,
  LENGTHS,
  MARKETPLACE_SORTS,
  marketplaceFiltersToParams,
  marketplaceSearchParams,
  MARKETPLACE_PAGE_SIZE,
  parseMarketplaceFilters,
  SALE_TYPES,
  TRAITS,
  withFilterChange,
  type MarketplaceFilters,
} from './marketplaceFilters'

/** A canonical subset: known values, once each, in the list's own order (what the UI produces). */
const subset = <T extends string>(values: readonly T[]) =>
  fc.subarray([...values]).map((picked) => values.filter((value) => picked.includes(value)))

/** Prices as the UI produces them: a whole number of microalgos up to 1e8 ALGO, as ALGO. */
const price = fc.option(
  fc.integer({ min: 0, max: 100_000_000 * 1_000_000 }).map((micro) => micro / 1_000_000),
  { nil: null },
)

const filtersArb: fc.Arbitrary<MarketplaceFilters> = fc.record({
  category: subset(CATEGORIES),
  saleType: subset(SALE_TYPES),
  length: subset(LENGTHS),
  traits: subset(TRAITS),
  minPrice: price,
  maxPrice: price,
  sort: fc.constantFrom(...MARKETPLACE_SORTS),
  page: fc.integer({ min: 1, max: 999_999 }),
})

describe('marketplaceFilters', () => {
  it('reads an empty URL as the defaults and writes the defaults as an empty URL', () => {
    expect(parseMarketplaceFilters(new URLSearchParams())).toEqual(DEFAULT_MARKETPLACE_FILTERS)
    expect(marketplaceFiltersToParams(DEFAULT_MARKETPLACE_FILTERS).toString()).toBe('')
  })

  it('reads a shared URL', () => {
    const filters = parseMarketplaceFilters(
      new URLSearchParams(
        'category=premium&category=curated&saleType=buyItNow&length=3_letters&traits=segment' +
          '&min=1.5&max=250&sort=priceDesc&page=3',
      ),
    )
    expect(filters).toEqual({
      category: ['curated', 'premium'],
      saleType: ['buyItNow'],
      length: ['3_letters'],
      traits: ['segment'],
      minPrice: 1.5,
      maxPrice: 250,
      sort: 'priceDesc',
      page: 3,
    })
    expect(marketplaceFiltersToParams(filters).toString()).toBe(
      'category=curated&category=premium&saleType=buyItNow&length=3_letters&traits=segment' +
        '&min=1.5&max=250&sort=priceDesc&page=3',
    )
  })

  it('drops junk without throwing', () => {
    const filters = parseMarketplaceFilters(
      new URLSearchParams(
        'category=evil&length=99_letters&min=-1&max=1e9&sort=<script>&page=0&traits=emoji&traits=emoji',
      ),
    )
    expect(filters).toEqual({ ...DEFAULT_MARKETPLACE_FILTERS, traits: ['emoji'] })
    expect(parseMarketplaceFilters(new URLSearchParams('min=0.0000001&max=100000001&page=2.5')).minPrice).toBeNull()
  })

  it('property: filters -> URL -> filters is the identity', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const url = marketplaceFiltersToParams(filters).toString()
        expect(url).not.toMatch(/e[+-]?\d/i) // never exponent notation in a shared link
        expect(parseMarketplaceFilters(new URLSearchParams(url))).toEqual(filters)
      }),
    )
  })

  it('property: any URL parses to a valid view, and re-serializing it is stable', () => {
    const key = fc.constantFrom('category', 'saleType', 'length', 'traits', 'min', 'max', 'sort', 'page', 'x')
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...CATEGORIES, ...SALE_TYPES, ...LENGTHS, ...TRAITS, ...MARKETPLACE_SORTS, '1', '2.5', '0'),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value)), (pairs) => {
        const filters = parseMarketplaceFilters(new URLSearchParams(pairs))
        expect(filters.page).toBeGreaterThanOrEqual(1)
        expect(MARKETPLACE_SORTS).toContain(filters.sort)
        const again = parseMarketplaceFilters(marketplaceFiltersToParams(filters))
        expect(again).toEqual(filters)
      }),
    )
  })

  it('a filter change goes back to page 1; the count ignores sort and page', () => {
    const filters = { ...DEFAULT_MARKETPLACE_FILTERS, page: 4, sort: 'name' as const }
    const changed = withFilterChange(filters, { traits: ['pristine'], minPrice: 2 })
    expect(changed.page).toBe(1)
    expect(changed.sort).toBe('name')
    expect(activeFilterCount(changed)).toBe(2)
    expect(activeFilterCount(filters)).toBe(0)
  })

  it('builds the API query: for sale, sort names, prices in microalgos, paging', () => {
    expect(marketplaceSearchParams(DEFAULT_MARKETPLACE_FILTERS)).toEqual({
      state: ['forSale'],
      excludeUserReserved: true,
      sort: 'createdDesc',
      limit: MARKETPLACE_PAGE_SIZE,
      offset: 0,
      view: 'brief',
    })
    const query = marketplaceSearchParams(
      {
        ...DEFAULT_MARKETPLACE_FILTERS,
        category: ['premium'],
        traits: ['segment'],
        minPrice: 0.000001,
        maxPrice: 12.5,
        sort: 'name',
        page: 3,
      },
      10,
    )
    expect(query).toMatchObject({
      category: ['premium'],
      traits: ['segment'],
      minPrice: 1,
      maxPrice: 12_500_000,
      sort: 'nameAsc',
      limit: 10,
      offset: 20,
    })
    expect(marketplaceSearchParams({ ...DEFAULT_MARKETPLACE_FILTERS, sort: 'priceAsc' }).sort).toBe('priceAsc')
    expect(marketplaceSearchParams({ ...DEFAULT_MARKETPLACE_FILTERS, sort: 'priceDesc' }).sort).toBe('priceDesc')
  })

  it('property: URL prices become exact microalgos (bigint oracle)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000n * 1_000_000n }), (micro) => {
        const whole = micro / 1_000_000n
        const frac = (micro % 1_000_000n).toString().padStart(6, '0')
        const filters = parseMarketplaceFilters(new URLSearchParams(`min=${whole}.${frac}`))
        expect(marketplaceSearchParams(filters).minPrice).toBe(Number(micro))
      }),
    )
  })
})
