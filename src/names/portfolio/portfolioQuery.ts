/**
 * A portfolio's sort and filters as the search API's own parameters, pure: the API sorts and
 * filters every name of the account, not only the pages loaded. Only a name filter shorter than
 * the API's 3-character minimum is left to the page, over the names loaded so far.
 */
import type { SearchSort } from '@/names/api/types'
import { expiringBefore } from '@/names/hooks/useExpiringNames'
import type { OwnedNamesOptions } from '../hooks/useOwnedNames'
import type { PortfolioFilter, PortfolioSort } from './portfolio'

const SORT_PARAM: Record<PortfolioSort, SearchSort> = {
  name: 'nameAsc',
  expiry: 'expiresAsc',
  newest: 'createdDesc',
  price: 'priceAsc',
}

const EXPIRY_WARNING_MS = 30 * 86_400_000
/** The API's shortest `substring`. */
export const MIN_SUBSTRING = 3

export interface PortfolioQuery {
  options: OwnedNamesOptions
  /** Text the page filters the loaded names by itself ('' when the API does it). */
  localText: string
}

export function portfolioQuery(sort: PortfolioSort, filter: PortfolioFilter, text: string, now: Date): PortfolioQuery {
  const term = text.trim().toLowerCase()
  const substring = term.length >= MIN_SUBSTRING ? term : undefined
  const base: OwnedNamesOptions =
    filter === 'forSale'
      ? { states: ['forSale'] }
      : filter === 'expired'
        ? { states: ['expired'] }
        : filter === 'expiring'
          ? expiringBefore(new Date(now.getTime() + EXPIRY_WARNING_MS))
          : {}
  return {
    options: { ...base, sort: SORT_PARAM[sort], ...(substring ? { substring } : {}) },
    localText: substring ? '' : term,
  }
}
