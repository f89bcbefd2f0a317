/** The ids of networks: the leaf both the networks and the wallet entries build on. */
export const NETWORK_IDS = ['betanet', 'testnet', 'mainnet', 'localnet', 'mock', 'mock-mainnet'] as const
export type NetworkId = (typeof NETWORK_IDS)[number]
