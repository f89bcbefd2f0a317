import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './prefetchAllowed'

describe('prefetchAllowed', () => {
  it('allows a guess where the browser gives no hints', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({})).toBe(true)
  })

  it('allows it on a fast connection without Save-Data', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
  })

  it('refuses it when the visitor asked to save data, on any connection', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ saveData: true })).toBe(false)
  })

  it('refuses it on 2G and slow 2G', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(false)
  })
})
