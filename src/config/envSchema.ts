/**
 * The typed, validated environment. Pure: vite.config.ts calls it at build time (a bad or
 * missing variable stops the build, naming it) and src/config/env.ts at run time.
 */
import { isNetworkId, type NetworkId } from './networks.ts'

export interface AppEnv {
  network: NetworkId
  supportEmail: string
  docsUrl: string
  imageGateway: string
  walletConnectProjectId: string
  sentryDsn: string | null
  analyticsUrl: string | null
  analyticsDomain: string | null
  debug: boolean
  /** Optional overrides of the network presets. */
  algodServer: string | null
  algodPort: string | null
  algodToken: string | null
  apiBase: string | null
}

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Environment variable ${variable} ${problem}`)
    this.name = 'EnvError'
  }
}

type RawEnv = Record<string, string | boolean | undefined>

function text(raw: RawEnv, key: string): string {
  const value = raw[key]
  return typeof value === 'string' ? value.trim() : ''
}

function required(raw: RawEnv, key: string): string {
  const value = text(raw, key)
  if (!value) throw new EnvError(key, 'is missing')
  return value
}

function optional(raw: RawEnv, key: string): string | null {
  return text(raw, key) || null
}

function url(raw: RawEnv, key: string, value: string | null): string | null {
  if (value === null) return null
  try {
    const parsed = new URL(value)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol')
  } catch {
    throw new EnvError(key, `must be an http(s) URL, got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

export function parseEnv(raw: RawEnv): AppEnv {
  const network = required(raw, 'VITE_NETWORK')
  if (!isNetworkId(network)) {
    throw new EnvError('VITE_NETWORK', `must be betanet, testnet, mainnet, localnet or mock, got "${network}"`)
  }
  const supportEmail = required(raw, 'VITE_SUPPORT_EMAIL')
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail)) {
    throw new EnvError('VITE_SUPPORT_EMAIL', `must be an email address, got "${supportEmail}"`)
  }
  const debug = text(raw, 'VITE_DEBUG') || 'false'
  if (debug !== 'true' && debug !== 'false') {
    throw new EnvError('VITE_DEBUG', `must be true or false, got "${debug}"`)
  }
  const port = optional(raw, 'VITE_ALGOD_PORT')
  if (port !== null && !/^\d{1,5}$/.test(port)) {
    throw new EnvError('VITE_ALGOD_PORT', `must be a port number, got "${port}"`)
  }
  return {
    network,
    supportEmail,
    docsUrl: url(raw, 'VITE_DOCS_URL', required(raw, 'VITE_DOCS_URL')) as string,
    imageGateway: url(raw, 'VITE_IMAGE_GATEWAY', required(raw, 'VITE_IMAGE_GATEWAY')) as string,
    walletConnectProjectId: text(raw, 'VITE_WALLETCONNECT_PROJECT_ID'),
    sentryDsn: url(raw, 'VITE_SENTRY_DSN', optional(raw, 'VITE_SENTRY_DSN')),
    analyticsUrl: url(raw, 'VITE_ANALYTICS_URL', optional(raw, 'VITE_ANALYTICS_URL')),
    analyticsDomain: optional(raw, 'VITE_ANALYTICS_DOMAIN'),
    debug: debug === 'true',
    algodServer: url(raw, 'VITE_ALGOD_SERVER', optional(raw, 'VITE_ALGOD_SERVER')),
    algodPort: port,
    algodToken: optional(raw, 'VITE_ALGOD_TOKEN'),
    apiBase: url(raw, 'VITE_API_BASE', optional(raw, 'VITE_API_BASE')),
  }
}
