import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { ARC3_IMAGE_CID, BADGE_NFT, NFT_IMAGE_CID, SUNSET_NFT, VAULT_ART_NFT } from '@/mocks/fixtures/assets'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { nftImage } from './nftImage'

withMockNetwork()
const gateway = env.imageGateway.replace(/\/+$/, '')

describe('nftImage', () => {
  it('serves a plain ipfs URL through the gateway', async () => {
    await expect(nftImage(SUNSET_NFT, env.imageGateway)).resolves.toBe(`${gateway}/${NFT_IMAGE_CID}`)
  })

  it('reads ARC-3 metadata through the gateway and serves its image', async () => {
    await expect(nftImage(BADGE_NFT, env.imageGateway)).resolves.toBe(`${gateway}/${ARC3_IMAGE_CID}`)
  })

  it('serves the CID an ARC-19 reserve names', async () => {
    await expect(nftImage(VAULT_ART_NFT, env.imageGateway)).resolves.toMatch(
      new RegExp(`^${gateway.replace(/[.]/g, '\\.')}/bafkrei[a-z2-7]+$`),
    )
  })

  it('resolves a relative ARC-3 image against the metadata file', async () => {
    server.use(http.get(`${gateway}/bafymeta/meta.json`, () => HttpResponse.json({ image: 'pic.png' })))
    await expect(nftImage({ url: 'ipfs://bafymeta/meta.json#arc3' }, env.imageGateway)).resolves.toBe(
      `${gateway}/bafymeta/pic.png`,
    )
  })

  it.each([
    ['no image', {}],
    ['a non-string image', { image: 42 }],
    ['an image off the gateway', { image: 'https://tracker.example/pic.png' }],
  ])('gives null for metadata with %s', async (_, metadata) => {
    server.use(http.get(`${gateway}/bafymeta`, () => HttpResponse.json(metadata)))
    await expect(nftImage({ url: 'ipfs://bafymeta#arc3' }, env.imageGateway)).resolves.toBeNull()
  })

  it('gives null for a picture off the gateway, and rejects when the metadata cannot be read', async () => {
    await expect(nftImage({ url: 'https://tracker.example/pic.png' }, env.imageGateway)).resolves.toBeNull()
    server.use(http.get(`${gateway}/bafymeta`, () => new HttpResponse('nope', { status: 500 })))
    await expect(nftImage({ url: 'ipfs://bafymeta#arc3' }, env.imageGateway)).rejects.toThrow(/metadata/)
  })
})
