import { NETWORKS } from '@/config/networks'

export const walletState = { activeAddress: null as string | null }

/**
 * What '@/wallet/react' gives components in tests: the mock network, an optional address. Tests
 * mock the module themselves (vi.mock is hoisted per file):
 * `vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)`.
 */
export const walletStub = {
  useNetwork: () => ({ network: NETWORKS.mock, networks: ['mock'], setNetwork: async () => {} }),
  useWallet: () => ({
    activeAddress: walletState.activeAddress,
    activeAccount: null,
    isResuming: false,
    wallets: [],
  }),
}
