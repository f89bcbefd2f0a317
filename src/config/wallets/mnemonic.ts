import { badge, type WalletFacts } from './walletFacts'

// Mock builds and tests only: the wallet layer leaves its loader out of every other build.
export const mnemonic: WalletFacts = {
  id: 'mnemonic',
  name: 'Mnemonic',
  icon: badge('M', '#b45309'),
  networks: ['mock', 'mock-mainnet'],
}
