import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { useNetwork } from '@/wallet/react'
import { readApi } from '../api/readApi'
import type { NfdRecord, NfdV2SearchRecords, SearchSort, SearchState } from '../api/types'

import { nfdKeys, type OwnedNamesQuery } from './queryKeys'

/**
 * `owner=` alone leaves out the owner's expired and listed names, so the
 * states are always explicit; a portfolio wants all three.
 */
const OWNED_STATES: readonly SearchState[] = ['owned', 'forSale', 'expired']
/** The API's largest page. */
const OWNED_PAGE = 200

export interface OwnedNamesOptions {
  sort?: SearchSort
  states?: readonly SearchState[]
  expiresBefore?: string
  substring?: string
}

export interface OwnedNames {
  nfds: NfdRecord[]
  total: number
}

const queryOf = ({ sort = 'nameAsc', states = OWNED_STATES, expiresBefore, substring }: OwnedNamesOptions) => ({
  sort,
  states,
  ...(expiresBefore ? { expiresBefore } : {}),
  ...(substring ? { substring } : {}),
})

/** One page of an owner's names, from `offset`. */
async function fetchOwnedPage(
  net: NetworkConfig,
  owner: string,
  { states, ...query }: OwnedNamesQuery,
  offset: number,
  signal?: AbortSignal,
): Promise<NfdV2SearchRecords> {
  const { searchNames } = await readApi()
  // 'full': the expiry badge, filters and sorts read timeExpires and timeCreated, which only
  // the full view documents (brief carries them in practice, but nothing promises it).
  return searchNames(net, { owner, state: [...states], ...query, limit: OWNED_PAGE, offset, view: 'full' }, signal)
}

/** Pages through every match, 200 a call: for what must see them all (expiry, renewals, reminders). */
export async function fetchOwnedNames(
  net: NetworkConfig,
  owner: string,
  opts: OwnedNamesOptions,
  signal?: AbortSignal,
): Promise<OwnedNames> {
  const query = queryOf(opts)
  const nfds: NfdRecord[] = []
  let total = 0
  for (let offset = 0; offset === 0 || offset < total; offset += OWNED_PAGE) {
    const page = await fetchOwnedPage(net, owner, query, offset, signal)
    nfds.push(...page.nfds)
    total = page.total
    // By the total, not by the page's length: a malformed record left out shortens a page.
  }
  return { nfds, total }
}

export function ownedNamesQueryOptions(net: NetworkConfig, address: string, opts: OwnedNamesOptions = {}) {
  const query = queryOf(opts)
  return queryOptions({
    queryKey: nfdKeys.owned(net.id, address, query),
    queryFn: ({ signal }) => fetchOwnedNames(net, address, query, signal),
    enabled: isValidAddress(address),
  })
}

/** The owner's names a page at a time: the first page shows at once, the next ones on demand. */
function ownedNamesPagesOptions(net: NetworkConfig, address: string, opts: OwnedNamesOptions = {}) {
  const query = queryOf(opts)
  return infiniteQueryOptions({
    queryKey: nfdKeys.ownedPages(net.id, address, query),
    queryFn: ({ pageParam, signal }) => fetchOwnedPage(net, address, query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: NfdV2SearchRecords, _all: unknown, offset: number) =>
      offset + OWNED_PAGE < last.total ? offset + OWNED_PAGE : undefined,
    enabled: isValidAddress(address),
  })
}

/** The loaded names of an infinite query, and the API's total (the first page's until a later one). */
export function loadedNames(data: InfiniteData<NfdV2SearchRecords> | undefined): OwnedNames | undefined {
  if (!data) return undefined
  return { nfds: data.pages.flatMap((page) => page.nfds), total: data.pages.at(-1)?.total ?? 0 }
}

export function useOwnedNames(address: string, opts: OwnedNamesOptions = {}) {
  const { network } = useNetwork()
  return useQuery(ownedNamesQueryOptions(network, address, opts))
}

export function useOwnedNamesPages(address: string, opts: OwnedNamesOptions = {}) {
  const { network } = useNetwork()
  return useInfiniteQuery(ownedNamesPagesOptions(network, address, opts))
}
