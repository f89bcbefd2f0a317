import { describe, expect, it } from 'vitest'
import { parseEnv } from './envSchema'

const valid = {
  VITE_NETWORK: 'testnet',
  VITE_SUPPORT_EMAIL: 'support@nf.domains',
  VITE_DOCS_URL: 'https://docs.nf.domains/',
  VITE_IMAGE_GATEWAY: 'https://images.nf.domains/ipfs',
}

describe('parseEnv', () => {
  it('types a valid env and trims trailing slashes', () => {
    const env = parseEnv(valid)
    expect(env.network).toBe('testnet')
    expect(env.docsUrl).toBe('https://docs.nf.domains')
    expect(env.sentryDsn).toBeNull()
    expect(env.debug).toBe(false)
  })

  it.each([
    ['VITE_NETWORK', { ...valid, VITE_NETWORK: undefined }, /VITE_NETWORK is missing/],
    ['VITE_NETWORK', { ...valid, VITE_NETWORK: 'devnet' }, /VITE_NETWORK must be/],
    ['VITE_SUPPORT_EMAIL', { ...valid, VITE_SUPPORT_EMAIL: 'nobody' }, /VITE_SUPPORT_EMAIL must be an email/],
    ['VITE_DOCS_URL', { ...valid, VITE_DOCS_URL: 'javascript:alert(1)' }, /VITE_DOCS_URL must be an http/],
    ['VITE_IMAGE_GATEWAY', { ...valid, VITE_IMAGE_GATEWAY: '' }, /VITE_IMAGE_GATEWAY is missing/],
    ['VITE_DEBUG', { ...valid, VITE_DEBUG: 'yes' }, /VITE_DEBUG must be true or false/],
    ['VITE_ALGOD_PORT', { ...valid, VITE_ALGOD_PORT: 'http' }, /VITE_ALGOD_PORT must be a port/],
    ['VITE_SENTRY_DSN', { ...valid, VITE_SENTRY_DSN: 'not a url' }, /VITE_SENTRY_DSN must be an http/],
  ])('names %s when it is bad or missing', (_name, raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message)
  })
})
