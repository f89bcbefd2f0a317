// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkWhileOpen } from './checkWhileOpen'

/** A check that stays running until released, counting its runs. */
function heldCheck() {
  const runs: (() => void)[] = []
  const check = vi.fn((_stopped: () => boolean) => new Promise<void>((resolve) => runs.push(resolve)))
  return { check, release: () => runs.shift()?.() }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('check while open', () => {
  afterEach(() => vi.useRealTimers())

  it('checks at once, on each interval and on focus; skips while one runs; stops', async () => {
    vi.useFakeTimers()
    const { check, release } = heldCheck()
    const stop = checkWhileOpen(check, 1000, 'test')
    expect(check).toHaveBeenCalledTimes(1)
    // Still running: focus and the interval are skipped.
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(1)
    release()
    await settle()
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(2)
    release()
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(3)
    const stopped = check.mock.calls[2]![0]
    expect(stopped()).toBe(false)
    stop()
    expect(stopped()).toBe(true)
    release()
    await vi.advanceTimersByTimeAsync(5000)
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('after a failure, backs off exponentially (focus included) and resets on success', async () => {
    vi.useFakeTimers()
    const check = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined)
    const stop = checkWhileOpen(check, 1000, 'test')
    await settle()
    expect(check).toHaveBeenCalledTimes(1)
    // Failed once: nothing for 2 intervals, not even on focus.
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(2)
    // Failed twice: 4 intervals.
    await vi.advanceTimersByTimeAsync(3000)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(3)
    // Succeeded: back to every interval and focus.
    await vi.advanceTimersByTimeAsync(1000)
    expect(check).toHaveBeenCalledTimes(4)
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(5)
    stop()
  })
})
