import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chunk } from './chunk'

describe('chunk', () => {
  it('keeps every item in order, in full chunks of `size` and one shorter last chunk', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const chunks = chunk(items, size)
        expect(chunks.flat()).toEqual(items)
        expect(chunks).toHaveLength(Math.ceil(items.length / size))
        chunks.slice(0, -1).forEach((c) => expect(c).toHaveLength(size))
        const last = chunks.at(-1)
        if (last) expect(last.length).toBeGreaterThanOrEqual(1)
        if (last) expect(last.length).toBeLessThanOrEqual(size)
      }),
    )
  })

  it('defaults to chunks of 20', () => {
    const items = Array.from({ length: 45 }, (_, i) => i)
    expect(chunk(items).map((c) => c.length)).toEqual([20, 20, 5])
    expect(chunk(items.slice(0, 20))).toEqual([items.slice(0, 20)])
  })

  it('returns no chunks for an empty list and does not alias the input', () => {
    expect(chunk([])).toEqual([])
    const items = [1, 2, 3]
    const [first] = chunk(items, 5)
    expect(first).toEqual(items)
    expect(first).not.toBe(items)
  })

  it.each([0, -1, 1.5, Number.NaN])('rejects size %s', (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError)
  })
})
