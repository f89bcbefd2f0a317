import { describe, expect, it } from 'vitest'
import { parseEnv } from './envSchema'
import { preconnectLinks, preconnectOrigins } from './preconnect'

const base = {
  VITE_SUPPORT_EMAIL: 'support@nf.domains',
  VITE_DOCS_URL: 'https://docs.nf.domains',
  VITE_IMAGE_GATEWAY: 'https://images.nf.domains/ipfs',
}

describe('preconnectOrigins', () => {
  it("opens the network's API (with CORS) and the image gateway (without)", () => {
    expect(preconnectOrigins(parseEnv({ ...base, VITE_NETWORK: 'mainnet' }))).toEqual({
      cors: ['https://api.nf.domains'],
      noCors: ['https://images.nf.domains'],
    })
    expect(preconnectOrigins(parseEnv({ ...base, VITE_NETWORK: 'testnet' })).cors).toEqual([
      'https://api.testnet.nf.domains',
    ])
  })

  it('follows VITE_API_BASE when it overrides the preset', () => {
    const env = parseEnv({ ...base, VITE_NETWORK: 'testnet', VITE_API_BASE: 'https://names.example.org/v1' })
    expect(preconnectOrigins(env).cors).toEqual(['https://names.example.org'])
  })

  it('opens nothing on the mock network, whose hosts never resolve', () => {
    expect(preconnectOrigins(parseEnv({ ...base, VITE_NETWORK: 'mock' }))).toEqual({ cors: [], noCors: [] })
    expect(preconnectLinks(parseEnv({ ...base, VITE_NETWORK: 'mock' }))).toBe('')
  })
})

describe('preconnectLinks', () => {
  it('writes one link per origin, crossorigin only where the requests use CORS', () => {
    expect(
      preconnectLinks(parseEnv({ ...base, VITE_NETWORK: 'mainnet' }))
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      '<link rel="preconnect" href="https://api.nf.domains" crossorigin />',
      '<link rel="preconnect" href="https://images.nf.domains" />',
    ])
  })
})
