import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildNetworks } from './buildNetworks'
import { buildCsp, headersFile } from './csp'
import { parseEnv } from './envSchema'
import { NETWORK_IDS, NETWORKS } from './networks'
import { originOf, serverOrigin } from './origins'
import { WALLET_HOSTS } from './wallets/all'

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
  it('covers the algod, API and wallets of every network the switcher offers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NETWORK_IDS), (buildNetwork) => {
        const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: buildNetwork }), [])
        const connect = directive(policy, 'connect-src')
        for (const id of buildNetworks(buildNetwork)) {
          const network = NETWORKS[id]
          expect(connect).toEqual(
            expect.arrayContaining([
              ...serverOrigin(network.algod.server, network.algod.port),
              ...originOf(network.apiBase),
              ...network.wallets.flatMap((id) => WALLET_HOSTS[id]?.connect ?? []),
            ]),
          )
        }
      }),
    )
  })

  it('gives the testnet and mainnet builds the other public networks, with nothing unsafe', () => {
    for (const build of ['testnet', 'mainnet'] as const) {
      const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: build }), ['sha256-abc'])
      const connect = directive(policy, 'connect-src')
      expect(connect).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://mainnet-api.4160.nodely.dev',
          'https://testnet-api.4160.nodely.dev',
          'https://betanet-api.4160.nodely.dev',
          'https://api.nf.domains',
          'https://api.testnet.nf.domains',
          'https://api.betanet.nf.domains',
          'wss://relay.walletconnect.org',
        ]),
      )
      expect(connect.some((source) => source.includes('localhost'))).toBe(false)
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"])
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(policy).not.toContain("'unsafe-eval'")
    }
  })

  it('applies the algod and API overrides to the build network only', () => {
    const policy = buildCsp(
      parseEnv({
        ...base,
        VITE_NETWORK: 'testnet',
        VITE_ALGOD_SERVER: 'https://algod.example.com',
        VITE_ALGOD_PORT: '8443',
        VITE_API_BASE: 'https://api.example.com',
      }),
      [],
    )
    const connect = directive(policy, 'connect-src')
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://algod.example.com:8443',
        'https://api.example.com',
        'https://mainnet-api.4160.nodely.dev',
        'https://api.nf.domains',
      ]),
    )
    expect(connect).not.toContain('https://testnet-api.4160.nodely.dev')
  })

  it('never allows a whole shared storage host, only the exact wallet files', () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'mainnet' }), [])
    const all = policy.split('; ').flatMap((part) => part.split(' ').slice(1))
    const bucketSources = all.filter((source) => source.includes('amazonaws.com'))
    expect(bucketSources.length).toBeGreaterThan(0)
    for (const source of bucketSources) expect(new URL(source).pathname).not.toBe('/')
    expect(directive(policy, 'img-src').sort()).toEqual(
      ["'self'", 'data:', 'blob:', 'https://images.nf.domains'].sort(),
    )
    expect(directive(policy, 'media-src').sort()).toEqual(
      [
        "'self'",
        'https://s3.amazonaws.com/wc.perawallet.app/audio.mp3',
        'https://defly-walletconnect.s3.eu-central-1.amazonaws.com/audio.mp3',
      ].sort(),
    )
  })

  it("allows the wallets' SDKs exactly what they reach on mainnet: fallback bridges, QR logo, fonts, Verify", () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'mainnet' }), [])
    const connect = directive(policy, 'connect-src')
    // The random bridge WalletConnect v1 falls back to (Pera's and Defly's bridge lists unread).
    expect(connect).toEqual(expect.arrayContaining(['wss://*.bridge.walletconnect.org', 'data:']))
    expect(connect.filter((source) => source.includes('*')).sort()).toEqual(
      ['wss://*.bridge.walletconnect.org', 'wss://*.defly.app', 'wss://*.perawallet.app'].sort(),
    )
    expect(connect.filter((source) => source.includes('walletconnect.')).sort()).toEqual(
      [
        'wss://*.bridge.walletconnect.org',
        'wss://relay.walletconnect.org',
        'https://verify.walletconnect.org',
        'https://pulse.walletconnect.org/batch',
      ].sort(),
    )
    expect(directive(policy, 'frame-src').sort()).toEqual([
      'https://*.perawallet.app',
      'https://verify.walletconnect.org',
    ])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com/css2'])
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com'])
  })

  it('gives a build without Pera or Defly neither their hosts nor their fonts', () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'localnet' }), [])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'frame-src')).toEqual(["'none'"])
    expect(policy).not.toContain('bridge.walletconnect.org')
  })

  it('forbids framing the app in the headers file, by CSP and by X-Frame-Options', () => {
    const file = headersFile("default-src 'self'")
    expect(file).toContain("Content-Security-Policy: default-src 'self'; frame-ancestors 'none'")
    expect(file).toMatch(/^ {2}X-Frame-Options: DENY$/m)
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

  it('keeps the localnet build off the public networks', () => {
    const policy = buildCsp(parseEnv({ ...base, VITE_NETWORK: 'localnet' }), [])
    expect(policy).not.toContain('nf.domains/')
    expect(policy).not.toContain('nodely')
    expect(policy).not.toContain('perawallet')
  })
})
