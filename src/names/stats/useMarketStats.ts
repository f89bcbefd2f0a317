import { useQuery } from '@tanstack/react-query'
import { useNetwork } from '@/wallet/react'
import { nfdKeys } from '../hooks/queryKeys'

/** The stats reads load with the first of them: only the stats page asks for them. */
const statsApi = () => import('../api/stats')

/** The service's totals: names, segments, sales and mints per period, owners, contract versions. */
export function useTotals() {
  const { network } = useNetwork()
  return useQuery({
    queryKey: nfdKeys.totals(network.id),
    queryFn: async ({ signal }) => (await statsApi()).getTotals(network, signal),
  })
}

/** The segment roots with the most segments, as the service ranks them. */
export function useSegmentLeaders() {
  const { network } = useNetwork()
  return useQuery({
    queryKey: nfdKeys.segmentLeaders(network.id),
    queryFn: async ({ signal }) => (await statsApi()).getSegmentLeaders(network, signal),
  })
}
