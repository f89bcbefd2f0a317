import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { resolveOnChain } from '../core/resolveOnChain'
import { isApiName } from '../core/validation'
import { nfdKeys } from './queryKeys'

/** The chain's answer for a name: the API-down fallback and the owner/address trust check. */
export function onChainNameQueryOptions(net: NetworkConfig, name: string, opts: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: nfdKeys.onChain(net.id, name),
    queryFn: () => resolveOnChain(net, name),
    enabled: (opts.enabled ?? true) && isApiName(name),
  })
}

export function useOnChainName(name: string, opts: { enabled?: boolean } = {}) {
  const { network } = useNetwork()
  return useQuery(onChainNameQueryOptions(network, name, opts))
}
