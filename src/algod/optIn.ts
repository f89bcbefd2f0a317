/** Opt-in check: an account can receive an asset only if its assets list holds the id. */
import type { AccountInfo } from './account'

export function isOptedIn(account: Pick<AccountInfo, 'assets'>, assetId: number | string | bigint): boolean {
  let wanted: bigint
  try {
    wanted = BigInt(assetId)
  } catch {
    return false
  }
  return account.assets.some((holding) => holding.assetId === wanted)
}
