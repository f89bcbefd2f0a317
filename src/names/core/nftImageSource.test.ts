import { CID } from 'multiformats/cid'
import { describe, expect, it } from 'vitest'
import { publicKeyOf } from '@/lib/address'
import { ARC19_RESERVE } from '@/mocks/fixtures/assets'
import { arc19Url, nftImageSource } from './nftImageSource'

const cidOf = (url: string | null) => CID.parse(/^ipfs:\/\/([^/]+)/.exec(url ?? '')?.[1] ?? '')

describe('arc19Url', () => {
  it('turns the reserve address into a CIDv1 with the template codec and sha2-256', () => {
    const url = arc19Url('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}/image.png', ARC19_RESERVE)
    expect(url).toMatch(/^ipfs:\/\/bafkrei[a-z2-7]+\/image\.png$/)
    const cid = cidOf(url)
    expect(cid.version).toBe(1)
    expect(cid.code).toBe(0x55)
    expect(cid.multihash.code).toBe(0x12)
    expect(cid.multihash.digest).toEqual(publicKeyOf(ARC19_RESERVE))
  })

  it('makes a CIDv0 (base58, Qm…) for version 0 dag-pb', () => {
    const url = arc19Url('template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}', ARC19_RESERVE)
    expect(url).toMatch(/^ipfs:\/\/Qm[1-9A-HJ-NP-Za-km-z]{44}$/)
    expect(cidOf(url).multihash.digest).toEqual(publicKeyOf(ARC19_RESERVE))
  })

  it.each([
    ['an unknown codec', 'template-ipfs://{ipfscid:1:dag-cbor:reserve:sha2-256}', ARC19_RESERVE],
    ['another hash', 'template-ipfs://{ipfscid:1:raw:reserve:sha3-256}', ARC19_RESERVE],
    ['version 0 with raw', 'template-ipfs://{ipfscid:0:raw:reserve:sha2-256}', ARC19_RESERVE],
    ['no reserve', 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', undefined],
    ['a bad reserve', 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', 'A'.repeat(58)],
  ])('gives null for %s', (_, url, reserve) => {
    expect(arc19Url(url, reserve)).toBeNull()
  })
})

describe('nftImageSource', () => {
  it('reads a plain URL as the picture (ARC-69 too: its URL points at the media)', () => {
    expect(nftImageSource({ url: 'ipfs://bafyabc/pic.png', name: 'Pic' })).toEqual({
      kind: 'image',
      url: 'ipfs://bafyabc/pic.png',
    })
  })

  it.each([
    [{ url: 'ipfs://bafymeta#arc3', name: 'Badge' }],
    [{ url: 'ipfs://bafymeta', name: 'Badge@arc3' }],
    [{ url: 'ipfs://bafymeta', name: 'arc3' }],
  ])('reads ARC-3 metadata when the URL or the name says so: %o', (asset) => {
    expect(nftImageSource(asset)).toEqual({ kind: 'arc3', metadataUrl: 'ipfs://bafymeta' })
  })

  it('resolves an ARC-19 template first, then reads ARC-3 metadata when it ends in #arc3', () => {
    const source = nftImageSource({
      url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}#arc3',
      reserve: ARC19_RESERVE,
    })
    expect(source).toMatchObject({ kind: 'arc3', metadataUrl: expect.stringMatching(/^ipfs:\/\/bafkrei[a-z2-7]+$/) })
  })

  it('gives null without a URL or with an unusable template', () => {
    expect(nftImageSource({})).toBeNull()
    expect(nftImageSource({ url: '  ' })).toBeNull()
    expect(nftImageSource({ url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}' })).toBeNull()
  })
})
