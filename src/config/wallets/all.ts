/**
 * Every wallet the app has an adapter for, one entry each, in the connect dialog's order: its
 * facts, which the app reads before any SDK loads, and apart the hosts its SDK reaches, which only
 * the CSP reads (the app's bundle does not carry them). A wallet's adapter is
 * `wallet/adapters/<id>.ts`, its loader in `WALLET_ADAPTERS` (wallet/registry.ts) under the same id.
 */
import type { NetworkId } from '../ids'
import { badge, GOOGLE_FONTS, QR_LOGO, V1_FALLBACK_BRIDGES, type WalletFacts, type WalletHosts } from './walletFacts.ts'

const ENTRIES = [
  { id: 'defly', name: 'Defly', icon: badge('D', '#0a0a0a'), networks: ['testnet', 'mainnet'], chainBound: true },
  // Page events with the extension: nothing the CSP governs.
  { id: 'kibisis', name: 'Kibisis', icon: badge('K', '#801c96'), networks: ['betanet', 'testnet', 'mainnet'] },
  // The extension's window.algorand: nothing the CSP governs.
  { id: 'exodus', name: 'Exodus', icon: badge('E', '#1f2033'), networks: ['mainnet'] },
  // The CSP reaches KMD through the network's own entry.
  { id: 'kmd', name: 'KMD', icon: badge('KMD', '#2d2d2d'), networks: ['localnet'] },
  // A popup window and page events: nothing the CSP governs.
  { id: 'lute', name: 'Lute', icon: badge('L', '#6b46fe'), networks: ['betanet', 'testnet', 'mainnet', 'localnet'] },
  { id: 'pera', name: 'Pera', icon: badge('P', '#1c1c1c'), networks: ['testnet', 'mainnet'], chainBound: true },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    icon: badge('WC', '#3b99fc'),
    networks: ['betanet', 'testnet', 'mainnet'],
    chainBound: true,
  },
  // Mock builds and tests only: the wallet layer leaves its loader out of every other build.
  { id: 'mnemonic', name: 'Mnemonic', icon: badge('M', '#b45309'), networks: ['mock', 'mock-mainnet'] },
] as const satisfies readonly WalletFacts<string>[]

/** A wallet's id: one of the entries above, so a new wallet's id is its entry's. */
export type WalletId = (typeof ENTRIES)[number]['id']

export const WALLETS: readonly WalletFacts[] = ENTRIES

export const WALLET_IDS: readonly WalletId[] = WALLETS.map((wallet) => wallet.id)

export const WALLET_HOSTS: Partial<Record<WalletId, WalletHosts>> = {
  defly: {
    // Its bridge list, then a bridge it names.
    connect: ['https://static.defly.app/wc-bridge-servers.json', 'wss://*.defly.app', V1_FALLBACK_BRIDGES, QR_LOGO],
    media: ['https://defly-walletconnect.s3.eu-central-1.amazonaws.com/audio.mp3'],
    ...GOOGLE_FONTS,
  },
  pera: {
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
  },
  walletconnect: {
    // The relay, the Verify API (its key, and an attestation through a hidden frame), event reports.
    connect: [
      'wss://relay.walletconnect.org',
      'https://verify.walletconnect.org',
      'https://pulse.walletconnect.org/batch',
    ],
    frame: ['https://verify.walletconnect.org'],
  },
}

/** The wallets a network offers, in the connect dialog's order. */
export function walletsOn(network: NetworkId): WalletId[] {
  return WALLETS.filter((wallet) => wallet.networks.includes(network)).map((wallet) => wallet.id)
}
