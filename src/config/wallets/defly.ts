import { badge, GOOGLE_FONTS, QR_LOGO, V1_FALLBACK_BRIDGES, type WalletFacts, type WalletHosts } from './walletFacts'

export const defly: WalletFacts = {
  id: 'defly',
  name: 'Defly',
  icon: badge('D', '#0a0a0a'),
  networks: ['testnet', 'mainnet'],
  chainBound: true,
}

export const deflyHosts: WalletHosts = {
  // Its bridge list, then a bridge it names.
  connect: ['https://static.defly.app/wc-bridge-servers.json', 'wss://*.defly.app', V1_FALLBACK_BRIDGES, QR_LOGO],
  media: ['https://defly-walletconnect.s3.eu-central-1.amazonaws.com/audio.mp3'],
  ...GOOGLE_FONTS,
}
