/**
 * Query keys of the name layer. Every key starts with the network id, so switching network
 * never shows another network's data, and ['nfd', netId] invalidates a whole network.
 */
import type { NetworkId } from '@/config/networks'
import type { ActivityOptions } from '../api/activity'
import type { AnalyticsParams } from '../api/analyticsTypes'
import type { LookupView, NfdView, SearchParams, SearchState, SearchSort } from '../api/types'

/** What an owner's names are filtered and sorted by, through the API's own parameters. */
export interface OwnedNamesQuery {
  states: readonly SearchState[]
  sort: SearchSort
  /** RFC 3339; only names expiring at or before it. */
  expiresBefore?: string
  /** Part of the name, 3 characters or more (the API's minimum). */
  substring?: string
}

export const nfdKeys = {
  all: (net: NetworkId) => ['nfd', net] as const,
  name: (net: NetworkId, name: string, view: NfdView) => ['nfd', net, 'name', name, view] as const,
  /** Every view of one name: invalidate after a write to that name. */
  nameAll: (net: NetworkId, name: string) => ['nfd', net, 'name', name] as const,
  quote: (net: NetworkId, name: string, buyer: string) => ['nfd', net, 'quote', name, buyer] as const,
  search: (net: NetworkId, params: SearchParams) => ['nfd', net, 'search', params] as const,
  suggest: (net: NetworkId, name: string, buyer: string) => ['nfd', net, 'suggest', name, buyer] as const,
  activity: (net: NetworkId, names: readonly string[], opts: Omit<ActivityOptions, 'signal'>) =>
    ['nfd', net, 'activity', names, opts] as const,
  /** Every owned name matching `query`, in one answer. */
  owned: (net: NetworkId, address: string, query: OwnedNamesQuery) =>
    ['nfd', net, 'owned', address, query, 'all'] as const,
  /** The same, a page at a time (an infinite query). */
  ownedPages: (net: NetworkId, address: string, query: OwnedNamesQuery) =>
    ['nfd', net, 'owned', address, query, 'pages'] as const,
  reverse: (net: NetworkId, addresses: readonly string[], view: LookupView) =>
    ['nfd', net, 'reverse', addresses, view] as const,
  onChain: (net: NetworkId, name: string) => ['nfd', net, 'onChain', name] as const,
  /** ALGO and assets an address holds (algod). */
  holdings: (net: NetworkId, address: string) => ['nfd', net, 'holdings', address] as const,
  /** An NFT's picture: keyed by what it is derived from, so a changed ARC-19 reserve is a new key. */
  nftImage: (net: NetworkId, assetId: bigint, url: string, reserve: string) =>
    ['nfd', net, 'nftImage', String(assetId), url, reserve] as const,
  analytics: (net: NetworkId, params: AnalyticsParams) => ['nfd', net, 'analytics', params] as const,
  totals: (net: NetworkId) => ['nfd', net, 'totals'] as const,
  segmentLeaders: (net: NetworkId) => ['nfd', net, 'segmentLeaders'] as const,
}
