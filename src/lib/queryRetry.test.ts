import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, RateLimitedError, TimeoutError, isRetryableError, httpStatusOf } from './errors'
import { retryDelay, shouldRetryQuery } from './queryRetry'

const algosdkError = (status: number) => Object.assign(new Error('Network request error'), { response: { status } })

describe('shouldRetryQuery', () => {
  it.each([403, 404])('never retries %i, even on the first failure', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, 'x', 'x'))).toBe(false)
    expect(shouldRetryQuery(0, algosdkError(status))).toBe(false)
  })

  it.each([
    ['network', new NetworkError()],
    ['fetch TypeError', new TypeError('Failed to fetch')],
    ['500', new ApiError(500, 'internal', 'x')],
    ['502 from algosdk', algosdkError(502)],
    ['429', new RateLimitedError(3, 5)],
  ])('retries a %s error while fewer than 3 failures', (_what, error) => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false])
  })

  it.each([
    ['a time-out (the page shows Retry at once)', new TimeoutError('name service', 15_000)],
    ['a 429 asking for more than 10 s', new RateLimitedError(600, 5)],
    ['a 429 asking for more than 2^31 ms', new RateLimitedError(2 ** 32, 5)],
    ['400', new ApiError(400, 'invalidAddress', 'x')],
    ['a programming error', new Error('undefined is not a function')],
    ['a wallet rejection', new Error('Transaction Request Rejected')],
  ])('does not retry %s', (_what, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false)
  })
})

describe('retryDelay', () => {
  it('waits what a 429 asks for', () => {
    expect(retryDelay(0, new RateLimitedError(7, 5))).toBe(7000)
  })

  it('never waits longer than 10 s for a 429, so a huge Retry-After cannot overflow the timer', () => {
    expect(retryDelay(0, new RateLimitedError(600, 5))).toBe(10_000)
    expect(retryDelay(0, new RateLimitedError(2 ** 40, 5))).toBe(10_000)
  })

  it('backs off exponentially otherwise, capped at 30 s', () => {
    expect([0, 1, 2, 10].map((n) => retryDelay(n, new NetworkError()))).toEqual([1000, 2000, 4000, 30000])
  })
})

describe('errors', () => {
  it('httpStatusOf reads ours, algosdk-style and plain status', () => {
    expect(httpStatusOf(new ApiError(418, 'x', 'x'))).toBe(418)
    expect(httpStatusOf(algosdkError(404))).toBe(404)
    expect(httpStatusOf({ status: 500 })).toBe(500)
    expect(httpStatusOf('nope')).toBeUndefined()
  })

  it('isRetryableError is false for unknown errors', () => {
    expect(isRetryableError(null)).toBe(false)
    expect(isRetryableError(new ApiError(409, 'x', 'x'))).toBe(false)
  })
})
