import { describe, expect, it } from 'vitest'
import { dataUrlBytes } from './dataUrl'

describe('dataUrlBytes', () => {
  it('decodes the bytes and keeps the type', () => {
    const decoded = dataUrlBytes(`data:image/png;base64,${btoa('\x89PNG\r\n')}`)
    expect(decoded?.type).toBe('image/png')
    expect([...decoded!.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])
  })

  it('refuses what is not a base64 data URL', () => {
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull()
    expect(dataUrlBytes('data:image/png,raw')).toBeNull()
    expect(dataUrlBytes('data:image/png;base64,not base64!')).toBeNull()
  })
})
