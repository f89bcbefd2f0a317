/**
 * The Content-Security-Policy of a build: only the app itself, the configured algod, KMD, API,
 * image gateway, error reporter and analytics, and the endpoints of the wallets the network
 * offers. Pure, so vite.config.ts builds the meta tag and the host's headers file from it.
 */
import type { AppEnv } from './envSchema'
import { NETWORKS, type WalletId } from './networks'
import { originOf as origin, serverOrigin } from './origins'

/** What each wallet's SDK connects to, loads images and fonts from, or frames. */
const WALLET_SOURCES: Partial<Record<WalletId, { connect?: string[]; img?: string[]; frame?: string[] }>> = {
  pera: {
    connect: ['https://*.perawallet.app', 'wss://*.perawallet.app'],
    img: ['https://perawallet.app', 'https://s3.amazonaws.com', 'https://perawallet.s3-eu-west-3.amazonaws.com'],
  },
  defly: {
    connect: [
      'https://*.defly.app',
      'wss://*.defly.app',
      'https://bridge.walletconnect.org',
      'wss://bridge.walletconnect.org',
    ],
    img: ['https://static.defly.app', 'https://defly-walletconnect.s3.eu-central-1.amazonaws.com'],
  },
  walletconnect: {
    connect: [
      'wss://relay.walletconnect.org',
      'wss://relay.walletconnect.com',
      'https://verify.walletconnect.org',
      'https://verify.walletconnect.com',
      'https://pulse.walletconnect.org',
      'https://explorer-api.walletconnect.com',
    ],
    frame: ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'],
  },
  lute: { connect: ['https://lute.app'], frame: ['https://lute.app'] },
}

/** Fonts the wallet SDKs bring when opened (UX.md: none loaded at start). */
const WALLET_FONTS = { style: ['https://fonts.googleapis.com'], font: ['https://fonts.gstatic.com'] }

export function buildCsp(env: AppEnv, inlineScriptHashes: string[]): string {
  const network = NETWORKS[env.network]
  const algod = serverOrigin(env.algodServer ?? network.algod.server, env.algodPort ?? network.algod.port)
  const kmd = network.kmd ? serverOrigin(network.kmd.server, network.kmd.port) : []
  const wallets = network.wallets.map((id) => WALLET_SOURCES[id] ?? {})
  const hasWalletUi = network.wallets.some((id) => id === 'pera' || id === 'defly')
  const sentry = origin(env.sentryDsn)
  const unique = (list: string[]) => [...new Set(list)].join(' ')

  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...(hasWalletUi ? WALLET_FONTS.style : [])]),
    'font-src': unique(["'self'", 'data:', ...(hasWalletUi ? WALLET_FONTS.font : [])]),
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...origin(env.imageGateway),
      ...wallets.flatMap((w) => w.img ?? []),
    ]),
    'connect-src': unique([
      "'self'",
      ...algod,
      ...kmd,
      ...origin(env.apiBase ?? network.apiBase),
      ...origin(env.imageGateway),
      ...sentry,
      ...origin(env.analyticsUrl),
      ...wallets.flatMap((w) => w.connect ?? []),
    ]),
    'frame-src': unique(wallets.flatMap((w) => w.frame ?? [])) || "'none'",
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/** Directives a meta tag cannot carry; the headers file adds them. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'"
