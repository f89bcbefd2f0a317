import { badge, type WalletFacts } from './walletFacts'

// The CSP reaches KMD through the network's own entry.
export const kmd: WalletFacts = { id: 'kmd', name: 'KMD', icon: badge('KMD', '#2d2d2d'), networks: ['localnet'] }
