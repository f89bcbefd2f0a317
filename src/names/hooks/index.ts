/**
 * Query hooks of the name layer (TanStack Query). Every hook reads the active network from
 * useNetwork() and keys its cache by the network id (queryKeys.ts). Each hook has a matching
 * `*QueryOptions(net, ...)` for loaders, prefetching and tests.
 *
 *   useName(name: string, view: NfdView = 'brief')
 *     -> UseQueryResult<NfdRecord | null>            null = not minted (404); disabled for invalid names
 *   useQuote(name: string, buyer: string)
 *     -> UseQueryResult<GetQuoteResponseBody>         disabled until name and buyer are valid
 *   useSearch(params: SearchParams, opts?: { enabled?: boolean })
 *     -> UseQueryResult<NfdV2SearchRecords>           keeps the previous page while loading
 *   useSuggest(name: string, buyer: string)
 *     -> UseQueryResult<NfdRecord[]>
 *   useActivity(names: readonly string[], opts?: { afterTime?, limit?, sort? })
 *     -> UseQueryResult<NFDActivity[]>
 *   useOwnedNames(address: string, opts?: { sort?: SearchSort; states?: readonly SearchState[] })
 *     -> UseQueryResult<{ nfds: NfdRecord[]; total: number }>   states default owned+forSale+expired
 *   useReverseLookup(addresses: readonly string[], view: LookupView = 'thumbnail')
 *     -> UseQueryResult<Record<address, NfdRecord>>   addresses without a name are absent
 *   useOnChainName(name: string, opts?: { enabled?: boolean })
 *     -> UseQueryResult<OnChainName | null>           from algod only (resolveOnChain.ts); null = unregistered
 *   useHoldings(address: string, opts?: { enabled?: boolean })
 *     -> UseQueryResult<Holdings>                     ALGO and assets from algod, with the NFT rule
 *   useNftImage(asset: { id, url, reserve, name }, opts?: { enabled?: boolean })
 *     -> UseQueryResult<string | null>                the picture's gateway URL (URL, ARC-3, ARC-19)
 *
 * After a write confirms, call refreshAfterWrite(client, net, name, touchedKeys, { minted }): it
 * refetches the touched queries past the API's cache (nocache, and poll while a mint settles).
 * USD: the API has no price endpoint; the dollar value of a mint quote comes from the registry's
 * own USD table (../yearlyPriceUsd.ts), nothing here.
 */
export { nfdKeys } from './queryKeys'
export { useName, nameQueryOptions } from './useName'
export { useQuote, quoteQueryOptions } from './useQuote'
export { useSearch, searchQueryOptions } from './useSearch'
export { useSuggest, suggestQueryOptions } from './useSuggest'
export { useActivity, activityQueryOptions } from './useActivity'
export { prefetchProfile, RECENT_ACTIVITY } from './prefetchProfile'
export {
  useOwnedNames,
  ownedNamesQueryOptions,
  fetchOwnedNames,
  OWNED_STATES,
  type OwnedNames,
  type OwnedNamesOptions,
} from './useOwnedNames'
export { useReverseLookup, reverseLookupQueryOptions } from './useReverseLookup'
export { useOnChainName, onChainNameQueryOptions } from './useOnChainName'
export { useHoldings, holdingsQueryOptions } from './useHoldings'
export { useNftImage, nftImageQueryOptions } from './useNftImage'
export { refreshAfterWrite, type RefreshOptions } from './refreshAfterWrite'
