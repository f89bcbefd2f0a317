import { describe, expect, it } from 'vitest'
import { dataUrlToBlob } from './dataUrl'

describe('dataUrlToBlob', () => {
  it('decodes the bytes and keeps the type', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('\x89PNG\r\n')}`)
    expect(blob?.type).toBe('image/png')
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])
  })

  it('refuses what is not a base64 data URL', () => {
    expect(dataUrlToBlob('https://example.com/a.png')).toBeNull()
    expect(dataUrlToBlob('data:image/png,raw')).toBeNull()
    expect(dataUrlToBlob('data:image/png;base64,not base64!')).toBeNull()
  })
})
