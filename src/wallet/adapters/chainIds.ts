/** The numeric chain ids the WalletConnect v1 wallets (Pera, Defly) use; 4160 = any network. */
import type { NetworkId } from '@/config/networks'

export type AlgorandChainId = 416001 | 416002 | 416003 | 4160

export function algorandChainId(id: NetworkId): AlgorandChainId {
  if (id === 'mainnet') return 416001
  if (id === 'testnet') return 416002
  if (id === 'betanet') return 416003
  return 4160
}
