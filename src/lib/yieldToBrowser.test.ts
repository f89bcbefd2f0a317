import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from './yieldToBrowser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a later task, after what the current one queued', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    await yieldToBrowser()
    order.push('resumed')
    expect(order).toEqual(['queued task', 'resumed'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldSpy })
    await yieldToBrowser()
    expect(yieldSpy).toHaveBeenCalledOnce()
  })
})
