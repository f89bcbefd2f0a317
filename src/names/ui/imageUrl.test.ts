import { describe, expect, it } from 'vitest'
import { imageUrl } from './imageUrl'

const GATEWAY = 'https://images.example/ipfs'

describe('imageUrl', () => {
  it('sends ipfs:// through the gateway', () => {
    expect(imageUrl('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', GATEWAY)).toBe(
      `${GATEWAY}/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi`,
    )
    expect(imageUrl('ipfs://ipfs/QmAbc/avatar.png', `${GATEWAY}/`)).toBe(`${GATEWAY}/QmAbc/avatar.png`)
  })

  it('keeps http(s) URLs and refuses everything else', () => {
    expect(imageUrl('https://cdn.example/a.png', GATEWAY)).toBe('https://cdn.example/a.png')
    expect(imageUrl('javascript:alert(1)', GATEWAY)).toBeNull()
    expect(imageUrl('data:image/svg+xml,<svg onload=alert(1)>', GATEWAY)).toBeNull()
    expect(imageUrl('ipfs://"><script>', GATEWAY)).toBeNull()
    expect(imageUrl('', GATEWAY)).toBeNull()
    expect(imageUrl(undefined, GATEWAY)).toBeNull()
  })
})
