import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { AnalyticsParams } from '../api/analyticsTypes'
import { nfdKeys } from './queryKeys'

export function analyticsQueryOptions(net: NetworkConfig, params: AnalyticsParams) {
  return queryOptions({
    queryKey: nfdKeys.analytics(net.id, params),
    queryFn: async ({ signal }) => (await readApi()).getAnalytics(net, params, signal),
    placeholderData: keepPreviousData,
  })
}

/**
 * Events from GET /nfd/analytics (sales, mints, offers); `enabled` false waits for the params;
 * `staleTime` for what may be older than the app's default before it is asked again.
 */
export function useAnalytics(params: AnalyticsParams, opts: { enabled?: boolean; staleTime?: number } = {}) {
  const { network } = useNetwork()
  return useQuery({
    ...analyticsQueryOptions(network, params),
    enabled: opts.enabled ?? true,
    ...(opts.staleTime === undefined ? {} : { staleTime: opts.staleTime }),
  })
}
