import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_PAINT_GLOBAL, untilEarlyPaint } from './earlyPaint'

const holder = globalThis as Record<string, unknown>
const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve))
  return done
}

describe('untilEarlyPaint', () => {
  afterEach(() => delete holder[EARLY_PAINT_GLOBAL])

  it('lets the app start at once where no early script left a promise', async () => {
    expect(await settled(untilEarlyPaint())).toBe(true)
  })

  it('waits for the banner the early script is painting, and takes the promise once', async () => {
    let paint = () => {}
    holder[EARLY_PAINT_GLOBAL] = new Promise<void>((resolve) => (paint = resolve))
    const wait = untilEarlyPaint()
    expect(holder[EARLY_PAINT_GLOBAL]).toBeUndefined()
    expect(await settled(wait)).toBe(false)
    paint()
    expect(await settled(wait)).toBe(true)
  })

  it('lets the app start when the early script failed', async () => {
    holder[EARLY_PAINT_GLOBAL] = Promise.reject(new Error('no banner'))
    expect(await settled(untilEarlyPaint())).toBe(true)
  })

  it('ignores anything else left under its name', async () => {
    holder[EARLY_PAINT_GLOBAL] = { then: () => undefined }
    expect(await settled(untilEarlyPaint())).toBe(true)
  })
})
