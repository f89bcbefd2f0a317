import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { SearchParams } from '../api/types'
import { nfdKeys } from './queryKeys'

/** Keeps the previous page on screen while the next filter/page loads (no layout jump). */
function searchQueryOptions(net: NetworkConfig, params: SearchParams) {
  return queryOptions({
    queryKey: nfdKeys.search(net.id, params),
    queryFn: async ({ signal }) => (await readApi()).searchNames(net, params, signal),
    placeholderData: keepPreviousData,
  })
}

export function useSearch(params: SearchParams, opts: { enabled?: boolean } = {}) {
  const { network } = useNetwork()
  return useQuery({ ...searchQueryOptions(network, params), enabled: opts.enabled ?? true })
}
