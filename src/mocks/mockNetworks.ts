/**
 * The mock build's two chains (the network switch picks one): each has its own hosts, genesis
 * and generated market (its seed), beside the same hand-written fixtures.
 */
import type { NetworkId } from '@/config/networks'

export type MockNetworkId = Extract<NetworkId, 'mock' | 'mock-mainnet'>

export const MOCK_NETWORK_IDS: readonly MockNetworkId[] = ['mock', 'mock-mainnet']

/** The seed of each chain's generated market: another seed is another world. */
export const MOCK_SEEDS: Readonly<Record<MockNetworkId, number>> = { mock: 26, 'mock-mainnet': 2026 }
