import { badge, GOOGLE_FONTS, QR_LOGO, V1_FALLBACK_BRIDGES, type WalletFacts, type WalletHosts } from './walletFacts'

export const pera: WalletFacts = {
  id: 'pera',
  name: 'Pera',
  icon: badge('P', '#1c1c1c'),
  networks: ['testnet', 'mainnet'],
  chainBound: true,
}

export const peraHosts: WalletHosts = {
  connect: [
    // Its config file (bridges, Pera Web's address), then a bridge it names.
    'https://wc.perawallet.app/config.json',
    'wss://*.perawallet.app',
    V1_FALLBACK_BRIDGES,
    // Its Lottie animations, fetched as JSON from one bucket path of the shared S3 host.
    'https://s3.amazonaws.com/wc.perawallet.app/static/',
    QR_LOGO,
  ],
  // Pera Web, framed in the modal at the address its config file names.
  frame: ['https://*.perawallet.app'],
  media: ['https://s3.amazonaws.com/wc.perawallet.app/audio.mp3'],
  ...GOOGLE_FONTS,
}
