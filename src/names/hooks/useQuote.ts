import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import { isApiName } from '../core/validation'
import { nfdKeys } from './queryKeys'
import { useIsValidAddress } from './useIsValidAddress'

/** Prices move (USD-pegged, auctions fall): keep a quote fresh for 15 s only. */
export function quoteQueryOptions(net: NetworkConfig, name: string, buyer: string) {
  return queryOptions({
    queryKey: nfdKeys.quote(net.id, name, buyer),
    queryFn: async ({ signal }) => (await readApi()).getQuote(net, name, buyer, signal),
    staleTime: 15_000,
  })
}

export function useQuote(name: string, buyer: string) {
  const { network } = useNetwork()
  const wanted = isApiName(name)
  const buyerValid = useIsValidAddress(buyer, wanted)
  return useQuery({ ...quoteQueryOptions(network, name, buyer), enabled: wanted && buyerValid })
}
