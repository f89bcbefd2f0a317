import { badge, type WalletFacts, type WalletHosts } from './walletFacts'

export const walletconnect: WalletFacts = {
  id: 'walletconnect',
  name: 'WalletConnect',
  icon: badge('WC', '#3b99fc'),
  networks: ['betanet', 'testnet', 'mainnet'],
  chainBound: true,
}

export const walletconnectHosts: WalletHosts = {
  // The relay, the Verify API (its key, and an attestation through a hidden frame), event reports.
  connect: [
    'wss://relay.walletconnect.org',
    'https://verify.walletconnect.org',
    'https://pulse.walletconnect.org/batch',
  ],
  frame: ['https://verify.walletconnect.org'],
}
