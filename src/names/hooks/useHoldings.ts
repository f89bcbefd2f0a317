import { queryOptions, useQuery } from '@tanstack/react-query'
import { getHoldings } from '@/algod/holdings'
import type { NetworkConfig } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { useNetwork } from '@/wallet/react'
import { nfdKeys } from './queryKeys'

/** ALGO and assets (with their parameters and the NFT rule) of an address, from algod. */
function holdingsQueryOptions(net: NetworkConfig, address: string, opts: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: nfdKeys.holdings(net.id, address),
    queryFn: () => getHoldings(net, address),
    enabled: (opts.enabled ?? true) && isValidAddress(address),
  })
}

export function useHoldings(address: string, opts: { enabled?: boolean } = {}) {
  const { network } = useNetwork()
  return useQuery(holdingsQueryOptions(network, address, opts))
}
