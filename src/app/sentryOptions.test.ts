import { describe, expect, it } from 'vitest'
import {
  isDroppedTransaction,
  isIgnoredMessage,
  sentryOptions,
  shouldPropagateTrace,
  IGNORED_ERRORS,
} from './sentryOptions'

describe('error-reporting policy', () => {
  it('samples traces at 0.25 and ignores the listed noise errors', () => {
    const options = sentryOptions('https://key@o1.ingest.sentry.io/1', 'testnet', '2.12')
    expect(options.tracesSampleRate).toBe(0.25)
    expect(options.ignoreErrors).toEqual([...IGNORED_ERRORS])
    expect(IGNORED_ERRORS).toHaveLength(32)
  })

  it('does not report expected conditions, even inside longer messages', () => {
    expect(isIgnoredMessage('Signing Error: network mismatch')).toBe(true)
    expect(isIgnoredMessage('Transaction 123 not confirmed after 4 rounds')).toBe(true)
    expect(isIgnoredMessage('Cannot read properties of undefined')).toBe(false)
    expect(isIgnoredMessage(undefined)).toBe(false)
  })

  it('drops transactions of the 404 page only', () => {
    const { beforeSendTransaction } = sentryOptions('https://k@o.ingest.sentry.io/1', 'mainnet', '2.12')
    expect(beforeSendTransaction({ transaction: '/404' })).toBeNull()
    expect(isDroppedTransaction('*')).toBe(true)
    expect(beforeSendTransaction({ transaction: '/name/:name' })).toEqual({ transaction: '/name/:name' })
  })

  it('sends tracing headers only to the testnet and mainnet API and relative api/ paths', () => {
    expect(shouldPropagateTrace('https://api.nf.domains/nfd/foo.algo')).toBe(true)
    expect(shouldPropagateTrace('https://api.testnet.nf.domains/nfd/lookup')).toBe(true)
    expect(shouldPropagateTrace('api/nfd')).toBe(true)
    expect(shouldPropagateTrace('/api/nfd')).toBe(true)
    expect(shouldPropagateTrace('https://api.betanet.nf.domains/nfd/x')).toBe(false)
    expect(shouldPropagateTrace('https://mainnet-api.4160.nodely.dev/v2/status')).toBe(false)
    expect(shouldPropagateTrace('https://api.nf.domains.evil.com/x')).toBe(false)
    expect(shouldPropagateTrace('http://localhost:4001/v2/status')).toBe(false)
  })
})
