/**
 * What an address holds: its ALGO and, for each asset it holds, the amount with the asset's
 * parameters (name, unit, decimals, URL, reserve) and whether it counts as an NFT. Every request
 * goes through the time-limited algod client; algosdk's models check the replies' shapes and
 * getAsset refuses parameters out of the protocol's range.
 */
import { HOLDINGS_MAX_ASSETS } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { chunk } from '@/lib/chunk'
import { logger } from '@/lib/logger'
import { isNft } from '@/lib/nft'
import { getAccountInfo } from './account'
import { getAsset, type AssetInfo } from './asset'

export interface Holding {
  asset: AssetInfo
  /** Base units. */
  amount: bigint
  /** At most 10,000 whole units of the asset exist. */
  nft: boolean
}

export interface Holdings {
  address: string
  /** µALGO */
  algo: bigint
  /** µALGO the account must keep. */
  minBalance: bigint
  /** Assets with a positive amount first, then opt-ins at 0, each group by id. */
  assets: Holding[]
  /** Assets held beyond HOLDINGS_MAX_ASSETS, not read. */
  more: number
}

// Asset reads run a few at a time: an account may hold hundreds of assets.
const PARALLEL_READS = 8

export async function getHoldings(net: NetworkConfig, address: string): Promise<Holdings> {
  const account = await getAccountInfo(net, address)
  const sorted = [...account.assets].sort(
    (a, b) =>
      Number(b.amount > 0n) - Number(a.amount > 0n) || (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0),
  )
  const wanted = sorted.slice(0, HOLDINGS_MAX_ASSETS)
  const assets: Holding[] = []
  for (const batch of chunk(wanted, PARALLEL_READS)) {
    const read = await Promise.all(
      batch.map(async (holding) => {
        try {
          const asset = await getAsset(net, holding.assetId)
          return { asset, amount: holding.amount, nft: isNft(asset.total, asset.decimals) }
        } catch (error) {
          // A destroyed asset can still be held: show the rest rather than nothing.
          if ((error as { response?: { status?: number } }).response?.status !== 404) throw error
          logger.warn(`Asset ${holding.assetId} held by ${address} no longer exists`)
          return null
        }
      }),
    )
    for (const holding of read) if (holding) assets.push(holding)
  }
  return {
    address: account.address,
    algo: account.amount,
    minBalance: account.minBalance,
    assets,
    more: sorted.length - wanted.length,
  }
}
