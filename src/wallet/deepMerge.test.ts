import { describe, expect, it } from 'vitest'
import { deepMerge } from './deepMerge'

describe('deepMerge', () => {
  it('merges nested objects, source wins, inputs untouched', () => {
    const target = { a: 1, nested: { x: 1, y: 2 }, list: [1, 2] }
    const source = { nested: { y: 3 }, list: [9], b: 'b' }
    const merged = deepMerge(target, source)
    expect(merged).toEqual({ a: 1, nested: { x: 1, y: 3 }, list: [9], b: 'b' })
    expect(target.nested).toEqual({ x: 1, y: 2 })
  })

  it.each([null, [], 'text', 3])("throws 'Target and source must be objects' for %p", (bad) => {
    expect(() => deepMerge(bad as object, {})).toThrow('Target and source must be objects')
    expect(() => deepMerge({}, bad as object)).toThrow('Target and source must be objects')
  })

  it('ignores __proto__ keys', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}') as object)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(merged)).toEqual([])
  })
})
