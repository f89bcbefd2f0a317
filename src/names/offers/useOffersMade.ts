import { useInfiniteQuery } from '@tanstack/react-query'
import { isValidAddress } from '@/lib/address'
import { useNetwork } from '@/wallet/react'
import type { AnalyticsParams } from '../api/analyticsTypes'
import { readApi } from '../api/readApi'
import { nfdKeys } from '../hooks/queryKeys'

/** Offers shown a page at a time: a trader may have made hundreds. */
const OFFERS_MADE_PAGE = 20

/**
 * The offers an account made (the API records the bidder as the event's buyer), newest first,
 * with each name's current owner, which tells whether the offer can still be accepted.
 */
export const offersBy = (buyer: string): AnalyticsParams => ({
  event: ['postedOffer', 'escrowedOffer'],
  buyer,
  includeOwner: true,
  sort: 'timeDesc',
  limit: OFFERS_MADE_PAGE,
})

/** The offers made by `buyer`, a page at a time (`fetchNextPage` while `hasNextPage`). */
export function useOffersMade(buyer: string) {
  const { network } = useNetwork()
  const params = offersBy(buyer)
  return useInfiniteQuery({
    queryKey: [...nfdKeys.analytics(network.id, params), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      (await readApi()).getAnalytics(network, { ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    // An empty page is the last, whatever the total says.
    getNextPageParam: (last, _pages, offset) =>
      last.entries.length > 0 && offset + OFFERS_MADE_PAGE < last.total ? offset + OFFERS_MADE_PAGE : undefined,
    enabled: isValidAddress(buyer),
  })
}
