/**
 * A portfolio's order and expiry warnings, pure: the page fetches every owned name once and
 * sorts and filters them locally, so changing the sort is instant and costs no request.
 */
import type { NfdRecord } from '@/names/api/types'
import { expiryOf } from '@/names/core/expiry'

export const PORTFOLIO_SORTS = ['name', 'expiry', 'newest', 'price'] as const
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number]
export const PORTFOLIO_FILTERS = ['all', 'forSale', 'expiring', 'expired'] as const
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]

function time(value: string | undefined, missing: number): number {
  const parsed = value ? Date.parse(value) : NaN
  return Number.isNaN(parsed) ? missing : parsed
}

/** Sorted copy. Ties (and names without the sorted field, put last) fall back to the name. */
export function sortPortfolio(records: readonly NfdRecord[], sort: PortfolioSort): NfdRecord[] {
  const byName = (a: NfdRecord, b: NfdRecord) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  const key: Record<PortfolioSort, (r: NfdRecord) => number> = {
    name: () => 0,
    expiry: (r) => time(r.timeExpires, Infinity),
    newest: (r) => -time(r.timeCreated, -Infinity),
    price: (r) => (r.state === 'forSale' && r.sellAmount !== undefined ? r.sellAmount : Infinity),
  }
  const of = key[sort]
  return [...records].sort((a, b) => {
    const ka = of(a)
    const kb = of(b)
    return ka === kb ? byName(a, b) : ka < kb ? -1 : 1
  })
}

export function filterPortfolio(records: readonly NfdRecord[], filter: PortfolioFilter, now: Date): NfdRecord[] {
  return records.filter((record) => {
    if (filter === 'all') return true
    if (filter === 'forSale') return record.state === 'forSale'
    const expiry = expiryOf(record, now)
    return filter === 'expired' ? expiry.expired : expiry.soon
  })
}
