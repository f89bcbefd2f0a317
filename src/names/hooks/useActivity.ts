import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import type { ActivityOptions } from '../api/activity'
import { readApi } from '../api/readApi'
import { nfdKeys } from './queryKeys'

export function activityQueryOptions(
  net: NetworkConfig,
  names: readonly string[],
  opts: Omit<ActivityOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: nfdKeys.activity(net.id, names, opts),
    queryFn: async ({ signal }) => (await readApi()).getActivity(net, names, { ...opts, signal }),
    enabled: names.length > 0,
  })
}

export function useActivity(names: readonly string[], opts: Omit<ActivityOptions, 'signal'> = {}) {
  const { network } = useNetwork()
  return useQuery(activityQueryOptions(network, names, opts))
}

/** Starts the request without waiting for the component that shows it (same options, same cache entry). */
export function usePrefetchActivity(names: readonly string[], opts: Omit<ActivityOptions, 'signal'> = {}) {
  const { network } = useNetwork()
  usePrefetchQuery(activityQueryOptions(network, names, opts))
}
