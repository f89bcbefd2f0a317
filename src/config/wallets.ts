/**
 * Every wallet the app has an adapter for, one entry each: its name, badge, the networks that
 * offer it and what its SDK reaches (read by the CSP). Plain data: the wallet layer adds each
 * entry's loader (wallet/registry.ts), and vite.config.ts reads this through the CSP.
 *
 * The hosts are the SDKs' own, read from their source: a wildcard only where the SDK picks the
 * host at run time (a bridge named by the wallet's config file, or WalletConnect v1's random
 * `[a-z0-9].bridge.walletconnect.org` when that file cannot be read).
 */
import type { NetworkId, WalletId } from './networks'

/** Sources per CSP directive that a wallet's SDK needs once the user picks it. */
export interface WalletSources {
  connect?: readonly string[]
  frame?: readonly string[]
  /** Sounds the SDK plays while it waits (exact files: never a whole shared host). */
  media?: readonly string[]
  style?: readonly string[]
  font?: readonly string[]
}

export interface WalletFacts {
  id: WalletId
  name: string
  /** A data URI: shown before any SDK loads, without a network request. */
  icon: string
  /** The networks that offer it, in the connect dialog's order. */
  networks: readonly NetworkId[]
  /** Its session names one chain (WalletConnect): a network switch ends it. */
  chainBound?: boolean
  sources?: WalletSources
}

/** A small round badge with the wallet's initials, as a data URI. */
function badge(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** WalletConnect v1's default bridge becomes one of these when the wallet's own list is unreadable. */
const V1_FALLBACK_BRIDGES = 'wss://*.bridge.walletconnect.org'
/** qr-code-styling reads the QR code's logo (a data: SVG) through XHR. */
const QR_LOGO = 'data:'
const GOOGLE_FONTS = { style: ['https://fonts.googleapis.com/css2'], font: ['https://fonts.gstatic.com'] }

export const WALLETS: readonly WalletFacts[] = [
  {
    id: 'defly',
    name: 'Defly',
    icon: badge('D', '#0a0a0a'),
    networks: ['testnet', 'mainnet'],
    chainBound: true,
    sources: {
      connect: ['https://static.defly.app/wc-bridge-servers.json', 'wss://*.defly.app', V1_FALLBACK_BRIDGES, QR_LOGO],
      media: ['https://defly-walletconnect.s3.eu-central-1.amazonaws.com/audio.mp3'],
      ...GOOGLE_FONTS,
    },
  },
  {
    id: 'kibisis',
    name: 'Kibisis',
    icon: badge('K', '#801c96'),
    networks: ['betanet', 'testnet', 'mainnet'],
  },
  { id: 'exodus', name: 'Exodus', icon: badge('E', '#1f2033'), networks: ['mainnet'] },
  { id: 'kmd', name: 'KMD', icon: badge('KMD', '#2d2d2d'), networks: ['localnet'] },
  // A popup window and page events: nothing the CSP governs.
  { id: 'lute', name: 'Lute', icon: badge('L', '#6b46fe'), networks: ['betanet', 'testnet', 'mainnet', 'localnet'] },
  {
    id: 'pera',
    name: 'Pera',
    icon: badge('P', '#1c1c1c'),
    networks: ['testnet', 'mainnet'],
    chainBound: true,
    sources: {
      connect: [
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
    },
  },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    icon: badge('WC', '#3b99fc'),
    networks: ['betanet', 'testnet', 'mainnet'],
    chainBound: true,
    sources: {
      // The relay, the Verify API (its key, and an attestation through a hidden frame) and the
      // SDK's event reports.
      connect: [
        'wss://relay.walletconnect.org',
        'https://verify.walletconnect.org',
        'https://pulse.walletconnect.org/batch',
      ],
      frame: ['https://verify.walletconnect.org'],
    },
  },
  // Mock builds and tests only: the wallet layer leaves its loader out of every other build.
  { id: 'mnemonic', name: 'Mnemonic', icon: badge('M', '#b45309'), networks: ['mock'] },
]

/** The wallets a network offers, in the connect dialog's order. */
export function walletsOn(network: NetworkId): WalletId[] {
  return WALLETS.filter((wallet) => wallet.networks.includes(network)).map((wallet) => wallet.id)
}
