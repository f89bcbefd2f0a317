/**
 * The Content-Security-Policy of a build: only the app itself, the algod, KMD and API of every
 * network the build's switcher offers, the image gateway, error reporter and analytics, and the
 * endpoints of those networks' wallets. A network the switcher offers must work once picked, so
 * the policy never covers fewer networks than the switcher. Pure, so vite.config.ts builds the
 * meta tag and the host's headers file from it.
 */
import { buildNetworks } from './buildNetworks.ts'
import type { AppEnv } from './envSchema'
import { NETWORKS, type NetworkConfig } from './networks.ts'
import { originOf as origin, serverOrigin } from './origins.ts'
import { WALLET_HOSTS } from './wallets/all.ts'

/** A network's algod and API; the env's overrides apply to the build's own network only. */
function networkOrigins(env: AppEnv, network: NetworkConfig): string[] {
  const own = network.id === env.network
  return [
    ...serverOrigin(
      (own && env.algodServer) || network.algod.server,
      own && env.algodPort !== null ? env.algodPort : network.algod.port,
    ),
    ...(network.kmd ? serverOrigin(network.kmd.server, network.kmd.port) : []),
    ...origin((own && env.apiBase) || network.apiBase),
  ]
}

export function buildCsp(env: AppEnv, inlineScriptHashes: string[]): string {
  const offered = buildNetworks(env.network).map((id) => NETWORKS[id])
  const walletIds = new Set(offered.flatMap((network) => network.wallets))
  const wallets = [...walletIds].map((id) => WALLET_HOSTS[id] ?? {})
  const unique = (list: readonly string[]) => [...new Set(list)].join(' ')

  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...wallets.flatMap((w) => w.style ?? [])]),
    'font-src': unique(["'self'", 'data:', ...wallets.flatMap((w) => w.font ?? [])]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...origin(env.imageGateway)]),
    'media-src': unique(["'self'", ...wallets.flatMap((w) => w.media ?? [])]),
    'connect-src': unique([
      "'self'",
      ...offered.flatMap((network) => networkOrigins(env, network)),
      ...origin(env.imageGateway),
      ...origin(env.sentryDsn),
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

/**
 * The host's headers file (Netlify / Cloudflare Pages format) for a policy. It adds what a meta
 * tag cannot carry: frame-ancestors, and X-Frame-Options for browsers that ignore it.
 */
export function headersFile(policy: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    '  X-Frame-Options: DENY',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '',
  ].join('\n')
}
