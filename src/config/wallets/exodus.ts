import { badge, type WalletFacts } from './walletFacts'

// The extension's window.algorand: nothing the CSP governs.
export const exodus: WalletFacts = { id: 'exodus', name: 'Exodus', icon: badge('E', '#1f2033'), networks: ['mainnet'] }
