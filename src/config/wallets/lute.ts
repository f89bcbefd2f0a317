import { badge, type WalletFacts } from './walletFacts'

// A popup window and page events: nothing the CSP governs.
export const lute: WalletFacts = {
  id: 'lute',
  name: 'Lute',
  icon: badge('L', '#6b46fe'),
  networks: ['betanet', 'testnet', 'mainnet', 'localnet'],
}
