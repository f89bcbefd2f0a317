import { describe, expect, it } from 'vitest'
import { timeLimit, withTimeLimit } from './timeLimit'

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))

describe('timeLimit', () => {
  it('aborts when the limit passes, and says it was the limit', async () => {
    const limit = timeLimit(20)
    await aborted(limit.signal)
    expect(limit.expired()).toBe(true)
  })

  it("follows the caller's signal, and then it was not the limit", () => {
    const caller = new AbortController()
    const limit = timeLimit(60_000, caller.signal)
    caller.abort()
    expect(limit.signal.aborted).toBe(true)
    expect(limit.expired()).toBe(false)
  })
})

describe('withTimeLimit', () => {
  it('passes the result through when the work finishes', async () => {
    await expect(withTimeLimit(Promise.resolve(7), 60_000, () => new Error('late'))).resolves.toBe(7)
  })

  it('rejects with the expiry error when the work never finishes', async () => {
    await expect(withTimeLimit(new Promise(() => {}), 20, () => new Error('late'))).rejects.toThrow('late')
  })
})
