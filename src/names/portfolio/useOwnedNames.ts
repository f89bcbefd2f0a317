import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { NfdRecord, SearchSort, SearchState } from '../api/types'

import { nfdKeys } from '../hooks/queryKeys'

/**
 * `owner=` alone leaves out the owner's expired and listed names, so the
 * states are always explicit; a portfolio wants all three.
 */
const OWNED_STATES: readonly SearchState[] = ['owned', 'forSale', 'expired']
const PAGE = 200
const MAX_PAGES = 10

export interface OwnedNamesOptions {
  sort?: SearchSort
  states?: readonly SearchState[]
}

export interface OwnedNames {
  nfds: NfdRecord[]
  total: number
}

/** Pages through every match (200 a call, up to 2,000 names): a portfolio shows them all. */
export async function fetchOwnedNames(
  net: NetworkConfig,
  owner: string,
  { sort = 'nameAsc', states = OWNED_STATES }: OwnedNamesOptions,
  signal?: AbortSignal,
): Promise<OwnedNames> {
  const { searchNames } = await readApi()
  const nfds: NfdRecord[] = []
  let total = 0
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await searchNames(
      net,
      // 'full': the expiry badge, filters and sorts read timeExpires and timeCreated, which only
      // the full view documents (brief carries them in practice, but nothing promises it).
      { owner, state: [...states], sort, limit: PAGE, offset: page * PAGE, view: 'full' },
      signal,
    )
    nfds.push(...result.nfds)
    total = result.total
    // By the total, not by the page's length: a malformed record left out shortens a page.
    if ((page + 1) * PAGE >= total) break
  }
  return { nfds, total }
}

export function ownedNamesQueryOptions(net: NetworkConfig, address: string, opts: OwnedNamesOptions = {}) {
  const { sort = 'nameAsc', states = OWNED_STATES } = opts
  return queryOptions({
    queryKey: nfdKeys.owned(net.id, address, states, sort),
    queryFn: ({ signal }) => fetchOwnedNames(net, address, { sort, states }, signal),
    enabled: isValidAddress(address),
  })
}

export function useOwnedNames(address: string, opts: OwnedNamesOptions = {}) {
  const { network } = useNetwork()
  return useQuery(ownedNamesQueryOptions(network, address, opts))
}
