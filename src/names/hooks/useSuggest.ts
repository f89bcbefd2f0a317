import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import { nfdKeys } from './queryKeys'
import { useIsValidAddress } from './useIsValidAddress'

const SUGGEST_PATTERN = /^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}(\.algo)?$/

function suggestQueryOptions(net: NetworkConfig, name: string, buyer: string, enabled: boolean) {
  return queryOptions({
    queryKey: nfdKeys.suggest(net.id, name, buyer),
    queryFn: async ({ signal }) => (await readApi()).suggestNames(net, name, buyer, { signal }),
    enabled,
  })
}

export function useSuggest(name: string, buyer: string) {
  const { network } = useNetwork()
  // The API's own path pattern; anything else is a 400 we need not ask for.
  const wanted = SUGGEST_PATTERN.test(name)
  const buyerValid = useIsValidAddress(buyer, wanted)
  return useQuery(suggestQueryOptions(network, name, buyer, wanted && buyerValid))
}
