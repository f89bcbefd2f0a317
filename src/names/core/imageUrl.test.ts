import { describe, expect, it } from 'vitest'
import { imageUrl } from './imageUrl'

const GATEWAY = 'https://images.example/ipfs'
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

describe('imageUrl', () => {
  it('sends ipfs:// through the gateway', () => {
    expect(imageUrl(`ipfs://${CID}`, GATEWAY)).toBe(`${GATEWAY}/${CID}`)
    expect(imageUrl('ipfs://ipfs/QmAbc/avatar.png', `${GATEWAY}/`)).toBe(`${GATEWAY}/QmAbc/avatar.png`)
  })

  it('keeps an https URL on the gateway', () => {
    expect(imageUrl(`${GATEWAY}/${CID}/a.png`, GATEWAY)).toBe(`${GATEWAY}/${CID}/a.png`)
  })

  it.each([
    ['another host (it would learn every visitor’s address)', 'https://cdn.example/a.png'],
    ['an open bucket', 'https://s3.amazonaws.com/someone/track.png'],
    ['the gateway host outside its prefix', 'https://images.example/other/a.png'],
    ['plain http on the gateway host', `http://images.example/ipfs/${CID}`],
    ['credentials in the URL', `https://user:pw@images.example/ipfs/${CID}`],
    ['an https climb out of the prefix', `${GATEWAY}/../track.png`],
    ['an ipfs climb out of the prefix', `ipfs://${CID}/../../track.png`],
    ['an ipfs dot segment', `ipfs://${CID}/./a.png`],
    ['a percent-encoded climb', `ipfs://${CID}/%2e%2e/a.png`],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['broken ipfs', 'ipfs://"><script>'],
    ['empty', ''],
  ])('refuses %s', (_what, value) => {
    expect(imageUrl(value, GATEWAY)).toBeNull()
  })

  it('refuses nothing at all', () => {
    expect(imageUrl(undefined, GATEWAY)).toBeNull()
  })
})
