import { badge, type WalletFacts } from './walletFacts'

// Page events with the extension: nothing the CSP governs.
export const kibisis: WalletFacts = {
  id: 'kibisis',
  name: 'Kibisis',
  icon: badge('K', '#801c96'),
  networks: ['betanet', 'testnet', 'mainnet'],
}
