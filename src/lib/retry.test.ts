import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { retry } from './retry'

/** A call that fails its first `failures` attempts, each with a distinct error, then succeeds. */
function flaky(failures: number) {
  const calls: number[] = []
  const fn = (attempt: number) => {
    calls.push(attempt)
    if (calls.length <= failures) return Promise.reject(new Error(`failure ${calls.length}`))
    return Promise.resolve(`ok after ${calls.length}`)
  }
  return { fn, calls }
}

describe('retry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('succeeds iff a success comes within `tries`, calling no more than needed, else rejects with the last error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), async (failures, tries) => {
        const { fn, calls } = flaky(failures)
        const outcome = await retry(fn, tries).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
        expect(calls).toEqual(Array.from({ length: Math.min(failures + 1, tries) }, (_, i) => i + 1))
        if (failures < tries) expect(outcome).toEqual({ value: `ok after ${failures + 1}` })
        else expect(outcome).toEqual({ error: new Error(`failure ${tries}`) })
      }),
    )
  })

  it('tries 3 times by default and rejects with the last error', async () => {
    const { fn, calls } = flaky(10)
    await expect(retry(fn)).rejects.toThrow('failure 3')
    expect(calls).toEqual([1, 2, 3])
  })

  it('returns the first success without retrying, sync or async', async () => {
    const fn = vi.fn(() => 42)
    await expect(retry(fn)).resolves.toBe(42)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('treats a synchronous throw like a rejection', async () => {
    let n = 0
    const fn = () => {
      n += 1
      if (n < 3) throw new Error(`sync ${n}`)
      return 'done'
    }
    await expect(retry(fn)).resolves.toBe('done')
  })

  it('waits delayMs between attempts, not before the first or after the last', async () => {
    vi.useFakeTimers()
    const { fn, calls } = flaky(10)
    const outcome = retry(fn, 3, 1000).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([1])
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toEqual([1])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([1, 2])
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toEqual([1, 2, 3])
    await expect(outcome).resolves.toEqual(new Error('failure 3'))
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([0, -1, 1.5])('rejects tries = %s without calling', async (tries) => {
    const fn = vi.fn()
    await expect(retry(fn, tries)).rejects.toThrow(RangeError)
    expect(fn).not.toHaveBeenCalled()
  })

  it('a delay rule reads each error: its wait before the next attempt, or undefined to give up at once', async () => {
    const seen: [string, number][] = []
    const rule = (error: unknown, attempt: number) => {
      seen.push([(error as Error).message, attempt])
      return (error as Error).message === 'busy' ? 0 : undefined
    }
    const errors = ['busy', 'broken', 'never asked']
    const fn = vi.fn(async (attempt: number) => {
      throw new Error(errors[attempt - 1])
    })
    await expect(retry(fn, 5, rule)).rejects.toThrow('broken')
    expect(fn).toHaveBeenCalledTimes(2)
    expect(seen).toEqual([
      ['busy', 1],
      ['broken', 2],
    ])
  })
})
