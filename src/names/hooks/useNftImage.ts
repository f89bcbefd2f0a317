import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import type { AssetInfo } from '@/algod/asset'
import { env } from '@/config/env'
import type { NetworkConfig } from '@/config/networks'
import { nftImage } from '../core/nftImage'
import { nfdKeys } from './queryKeys'
import { useNetwork } from '@/wallet/react'

type ImageFields = Pick<AssetInfo, 'id' | 'url' | 'reserve' | 'name'>

/** data: the gateway URL of the NFT's picture, or null when it has none we may show. */
function nftImageQueryOptions(net: NetworkConfig, asset: ImageFields, opts: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: nfdKeys.nftImage(net.id, asset.id, asset.url ?? '', asset.reserve ?? ''),
    queryFn: ({ signal }) => nftImage(asset, env.imageGateway, signal),
    enabled: (opts.enabled ?? true) && Boolean(asset.url),
    // Derived from the asset's parameters only, which the key holds.
    staleTime: Infinity,
  })
}

export function useNftImage(asset: ImageFields, opts: { enabled?: boolean } = {}) {
  const { network } = useNetwork()
  return useQuery(nftImageQueryOptions(network, asset, opts))
}

/** The pictures of several NFTs at once, in their order (a picker keeps only those with one). */
export function useNftImages(assets: readonly ImageFields[]) {
  const { network } = useNetwork()
  return useQueries({ queries: assets.map((asset) => nftImageQueryOptions(network, asset)) })
}
