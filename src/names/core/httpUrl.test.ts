import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { httpUrl } from './httpUrl'

describe('httpUrl', () => {
  it('accepts absolute http(s) only', () => {
    expect(httpUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1')
    expect(httpUrl('http://example.com')).toBe('http://example.com/')
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'example.com',
      '/relative',
      'mailto:a@b.c',
      '',
      null,
    ]) {
      expect(httpUrl(bad)).toBeNull()
    }
  })

  it('property: whatever comes back starts with http: or https:', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const url = httpUrl(value)
        if (url !== null) expect(url).toMatch(/^https?:\/\//)
      }),
    )
  })
})
