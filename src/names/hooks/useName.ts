import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { NfdView } from '../api/types'
import { isApiName } from '../core/validation'
import { nfdKeys } from './queryKeys'

/** data: the record, or null when the name is not minted (available). */
export function nameQueryOptions(net: NetworkConfig, name: string, view: NfdView = 'brief') {
  return queryOptions({
    queryKey: nfdKeys.name(net.id, name, view),
    queryFn: async ({ signal }) => (await readApi()).getName(net, name, view, { signal }),
    enabled: isApiName(name),
  })
}

export function useName(name: string, view: NfdView = 'brief') {
  const { network } = useNetwork()
  return useQuery(nameQueryOptions(network, name, view))
}
