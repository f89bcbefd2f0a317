/**
 * The origins a first visit needs before its code has run: the name-service API (a page's data)
 * and the image gateway (avatars, the profile banner). index.html opens their connections while
 * the app's code downloads, so the first lookup and the first image skip DNS, TCP and TLS.
 * None on the mock network: its hosts never resolve, the mock's service worker answers them.
 * A network the visitor switched to gets its API's hint from the early inline script (src/prerender/earlyRecord.ts).
 */
import type { AppEnv } from './envSchema'
import { NETWORKS } from './networks.ts'
import { originOf } from './origins.ts'

export interface PreconnectOrigins {
  /** Fetched with CORS (the API): the hint needs `crossorigin` to open the same kind of connection. */
  cors: string[]
  /** Loaded without CORS (images). */
  noCors: string[]
}

export function preconnectOrigins(env: AppEnv): PreconnectOrigins {
  if (env.network === 'mock') return { cors: [], noCors: [] }
  return {
    cors: originOf(env.apiBase ?? NETWORKS[env.network].apiBase),
    noCors: originOf(env.imageGateway),
  }
}

export function preconnectLinks(env: AppEnv): string {
  const { cors, noCors } = preconnectOrigins(env)
  return [
    ...cors.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`),
    ...noCors.map((origin) => `<link rel="preconnect" href="${origin}" />`),
  ].join('\n    ')
}
