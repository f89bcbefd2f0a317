import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import type { NfdRecord } from '../../../api/types'
import { problemOf, type ActionContext } from '../../types'
import { rawContentId } from '@/lib/contentId'
import { imageHolders, setAvatar, setBanner } from './setImage'

const ME = '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4'
const LINKED = 'U65ZQAYWI7DEXCMV3PBNHJ3T4HMO37LR4VWRS7FW744XB3VI663Y2JNE2Q'
const VAULT = 'VAULTAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const record = { name: 'alice.algo', owner: ME, caAlgo: [ME, LINKED], nfdAccount: VAULT } as NfdRecord
const ctx: ActionContext = { name: 'alice.algo', record, sender: ME, network: NETWORKS.mock }
const png = (bytes: string) => `data:image/png;base64,${btoa(bytes)}`

describe('setAvatar / setBanner', () => {
  it('offers the NFTs of the owner, each linked address and the vault, each once', () => {
    expect(imageHolders(ctx)).toEqual([
      { address: ME, label: 'Your account' },
      { address: LINKED, label: 'Linked U65ZQA...NE2Q' },
      { address: VAULT, label: "alice.algo's vault" },
    ])
  })

  it('needs a picture: an NFT with an image, or a PNG or JPEG upload', () => {
    const empty = { image: '', imageAsset: '', imageAssetUrl: '' }
    expect(problemOf(setBanner, empty, ctx)).toBe('Pick an NFT or upload an image for the banner.')
    expect(problemOf(setAvatar, { ...empty, imageAsset: '20000001' }, ctx)).toBe('This NFT has no image to show.')
    expect(problemOf(setAvatar, { ...empty, image: 'data:text/html;base64,PGI+' }, ctx)).toMatch(/could not be read/)
    expect(problemOf(setAvatar, { ...empty, image: png('\x89PNG') }, ctx)).toBeNull()
    expect(problemOf(setAvatar, { ...empty, imageAsset: '20000001', imageAssetUrl: 'ipfs://bafy' }, ctx)).toBeNull()
  })

  it('an NFT picked is what goes, even with an upload left in the form', () => {
    const parsed = setAvatar.parse({ image: png('x'), imageAsset: '7', imageAssetUrl: 'ipfs://bafy' }, ctx)
    expect(parsed).toEqual({ ok: true, value: { source: 'nft', assetId: 7, url: 'ipfs://bafy' } })
  })

  it("an upload's address is the content id of its bytes, computed here: the group must point the slot at exactly it", () => {
    const parsed = setAvatar.parse({ image: png('\x89PNG'), imageAsset: '', imageAssetUrl: '' }, ctx)
    if (!parsed.ok || parsed.value.source !== 'upload') throw new Error('not an upload')
    const cid = rawContentId(Uint8Array.from('\x89PNG', (c) => c.charCodeAt(0)))
    expect(parsed.value.cid).toBe(cid)
    // One updateFields for the picture, then the verified picture it replaces is deleted (the SDK's layout).
    const [update, clear] = setAvatar.intent(parsed.value, { ...ctx, chain: undefined }).calls
    expect(update?.args).toEqual([[`u.avatar`, `ipfs://${cid}`]])
    expect(clear?.args).toEqual([['v.avatar', 'v.avatarasaid']])
  })
})
