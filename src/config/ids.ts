/** The ids of networks and wallets: the leaf both the networks and the wallet entries build on. */
export const NETWORK_IDS = ['betanet', 'testnet', 'mainnet', 'localnet', 'mock', 'mock-mainnet'] as const
export type NetworkId = (typeof NETWORK_IDS)[number]

export const WALLET_IDS = [
  'biatec',
  'custom',
  'defly',
  'exodus',
  'kibisis',
  'kmd',
  'lute',
  'magic',
  'mnemonic',
  'pera',
  'pera-beta',
  'walletconnect',
] as const
export type WalletId = (typeof WALLET_IDS)[number]
