import { describe, expect, it } from 'vitest'
import { buildCsp } from './csp'
import { parseEnv } from './envSchema'

const base = {
  VITE_SUPPORT_EMAIL: 'support@nf.domains',
  VITE_DOCS_URL: 'https://docs.nf.domains',
  VITE_IMAGE_GATEWAY: 'https://images.nf.domains/ipfs',
}

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

describe('buildCsp', () => {
  it('allows the mainnet algod, API, gateway and wallets, and nothing of other networks', () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'mainnet' }), ['sha256-abc'])
    const connect = directive(policy, 'connect-src')
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://mainnet-api.4160.nodely.dev',
        'https://api.nf.domains',
        'wss://relay.walletconnect.org',
      ]),
    )
    expect(connect).not.toContain('https://api.testnet.nf.domains')
    expect(connect.some((source) => source.includes('localhost'))).toBe(false)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(policy).not.toContain("'unsafe-eval'")
  })

  it('adds the error reporter and analytics only when configured', () => {
    const off = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'testnet' }), [])
    expect(off).not.toContain('sentry')
    const on = buildCsp(
      parseEnv({
        ...base,
        VITE_NETWORK: 'testnet',
        VITE_SENTRY_DSN: 'https://key@o123.ingest.sentry.io/42',
        VITE_ANALYTICS_URL: 'https://plausible.io/api/event',
      }),
      [],
    )
    expect(directive(on, 'connect-src')).toEqual(
      expect.arrayContaining(['https://o123.ingest.sentry.io', 'https://plausible.io']),
    )
  })

  it('lets the localnet build reach algod and KMD on localhost only', () => {
    const connect = directive(buildCsp(parseEnv({ ...base, VITE_NETWORK: 'localnet' }), []), 'connect-src')
    expect(connect).toEqual(expect.arrayContaining(['http://localhost:4001', 'http://localhost:4002']))
    expect(connect).not.toContain('wss://relay.walletconnect.org')
  })

  it('gives betanet no Pera or Defly endpoints (it offers neither)', () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'betanet' }), [])
    expect(policy).not.toContain('perawallet')
    expect(policy).not.toContain('defly')
  })
})
