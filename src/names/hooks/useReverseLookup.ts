import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { LookupView } from '../api/types'
import { nfdKeys } from './queryKeys'

/** data: address -> its primary name record; addresses without one are absent. */
function reverseLookupQueryOptions(net: NetworkConfig, addresses: readonly string[], view: LookupView = 'thumbnail') {
  // Sorted and de-duplicated so the same set of addresses shares one cache entry.
  const wanted = [...new Set(addresses.filter((a) => isValidAddress(a)))].sort()
  return queryOptions({
    queryKey: nfdKeys.reverse(net.id, wanted, view),
    queryFn: async ({ signal }) => (await readApi()).lookupAddresses(net, wanted, view, { signal }),
    enabled: wanted.length > 0,
    // The CDN caches lookups for 2 min anyway (max-age 120 s on the API's replies).
    staleTime: 120_000,
  })
}

export function useReverseLookup(addresses: readonly string[], view: LookupView = 'thumbnail') {
  const { network } = useNetwork()
  return useQuery(reverseLookupQueryOptions(network, addresses, view))
}
