import { describe, expect, it } from 'vitest'
import { rawContentId } from './contentId'

describe('rawContentId', () => {
  it('is the CID IPFS gives bytes added as one raw block (CIDv1, raw, sha2-256)', () => {
    // What `ipfs add --cid-version 1 --raw-leaves` answers for the 11 bytes "hello world".
    expect(rawContentId(new TextEncoder().encode('hello world'))).toBe(
      'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
    )
  })

  it('changes with any byte', () => {
    expect(rawContentId(Uint8Array.of(1, 2, 3))).not.toBe(rawContentId(Uint8Array.of(1, 2, 4)))
  })
})
