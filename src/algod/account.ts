/** Account information from algod, reduced to what the app reads (balances, auth-addr, assets). */
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'

interface AssetHoldingInfo {
  assetId: bigint
  amount: bigint
}

export interface AccountInfo {
  address: string
  /** µALGO */
  amount: bigint
  /** µALGO the account must keep. */
  minBalance: bigint
  /** Set when the account is rekeyed: the key that signs for it. */
  authAddr?: string
  /** Empty when fetched with exclude 'all'. */
  assets: AssetHoldingInfo[]
}

export async function getAccountInfo(
  net: NetworkConfig,
  address: string,
  opts: { exclude?: 'all' } = {},
): Promise<AccountInfo> {
  const client = await getAlgodClient(net)
  const request = client.accountInformation(address)
  if (opts.exclude) request.exclude(opts.exclude)
  const account = await request.do()
  const info: AccountInfo = {
    address: account.address,
    amount: account.amount,
    minBalance: account.minBalance,
    assets: (account.assets ?? []).map((holding) => ({ assetId: holding.assetId, amount: holding.amount })),
  }
  if (account.authAddr) info.authAddr = account.authAddr.toString()
  return info
}
