/** An asset's parameters by id. The id comes from URLs and API records, so it is checked. */
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'
import { InvalidAssetError } from './InvalidAssetError'

export interface AssetInfo {
  id: bigint
  creator: string
  decimals: number
  total: bigint
  name?: string
  unitName?: string
  url?: string
  /** ARC-19 keeps the metadata's CID in this address. */
  reserve?: string
}

// The protocol allows 0 to 19 decimals; anything else is not an asset we can show.
const MAX_DECIMALS = 19

/** Accepts a non-negative integer, a bigint, or a string of digits; throws otherwise. */
export function parseAssetId(id: number | string | bigint): bigint {
  if (typeof id === 'bigint' && id >= 0n) return id
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return BigInt(id)
  if (typeof id === 'string' && /^\d{1,20}$/.test(id)) return BigInt(id)
  throw new InvalidAssetError()
}

export async function getAsset(net: NetworkConfig, id: number | string | bigint): Promise<AssetInfo> {
  const assetId = parseAssetId(id)
  const client = await getAlgodClient(net)
  const asset = await client.getAssetByID(assetId).do()
  const params = asset.params
  const decimals = Number(params?.decimals)
  if (!params || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS || params.total < 0n) {
    throw new InvalidAssetError()
  }
  const info: AssetInfo = {
    id: asset.index,
    creator: params.creator,
    decimals,
    total: params.total,
  }
  if (params.name !== undefined) info.name = params.name
  if (params.unitName !== undefined) info.unitName = params.unitName
  if (params.url !== undefined) info.url = params.url
  if (params.reserve !== undefined) info.reserve = params.reserve
  return info
}
