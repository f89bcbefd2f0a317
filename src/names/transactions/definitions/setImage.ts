/**
 * Set the avatar or the banner: from an NFT the owner, a linked account or the name's vault
 * holds (a profile update pointing the slot at the NFT's image), or from an uploaded image the
 * name service stores (updateImage). Either way the old verified picture is cleared with it, so
 * the new one is what the profile shows.
 */
import { IMAGE_UPLOAD_MAX_BYTES } from '@/config/constants'
import { truncateAddress } from '@/lib/address'
import { dataUrlToBlob } from '@/lib/dataUrl'
import { updateProperties } from '../../api/update'
import { updateImage, type ImageSlot } from '../../api/updateImage'
import { parseAssetId } from '../parseInput'
import type { ActionContext } from '../types'
import { defineAction } from '../types'
import { nameQueries } from '../touchedQueries'
import { updateIntent } from './parties'
import { profileChangedSteps } from '../nextSteps'

type ImageData = { source: 'nft'; assetId: number; url: string } | { source: 'upload'; image: Blob }

const UPLOAD_TYPES = ['image/png', 'image/jpeg']

/** An uploaded picture's address is the service's to choose: an IPFS content id. */
const UPLOADED = { pattern: /^ipfs:\/\/[a-z0-9]{20,100}$/, words: 'the IPFS address of the picture you uploaded' }

/** Where an NFT may be picked from: the owner, the addresses linked to the name, its vault. */
export function imageHolders(ctx: ActionContext): { address: string; label: string }[] {
  const record = ctx.record
  const candidates = [
    { address: ctx.sender, label: 'Your account' },
    ...(record?.caAlgo ?? []).map((address) => ({ address, label: `Linked ${truncateAddress(address)}` })),
    ...(record?.nfdAccount ? [{ address: record.nfdAccount, label: `${ctx.name}'s vault` }] : []),
  ]
  return candidates.filter(({ address }, i) => candidates.findIndex((c) => c.address === address) === i)
}

function imageAction(slot: ImageSlot, word: string, order: number) {
  return defineAction<ImageData>({
    order,
    ability: 'canEdit',
    label: `Set ${word}`,
    group: 'manage',
    title: (ctx) => `Set the ${word} of ${ctx.name}`,
    summary: () => `Pick one of your NFTs, or upload an image cropped to the ${word}'s shape. The picture is public.`,
    requiresTerms: false,
    fields: (ctx) => [{ key: 'image', kind: 'image', label: `New ${word}`, slot, holders: imageHolders(ctx) }],
    initialValues: () => ({ image: '', imageAsset: '', imageAssetUrl: '' }),
    parse(values) {
      if (values.imageAsset) {
        const asset = parseAssetId(values.imageAsset, 'NFT', false)
        if (!asset.ok) return asset
        const url = (values.imageAssetUrl ?? '').trim()
        if (!url) return { ok: false, message: 'This NFT has no image to show.' }
        return { ok: true, value: { source: 'nft', assetId: asset.value, url } }
      }
      if (!values.image) return { ok: false, message: `Pick an NFT or upload an image for the ${word}.` }
      const image = dataUrlToBlob(values.image)
      if (!image || !UPLOAD_TYPES.includes(image.type))
        return { ok: false, message: 'The image could not be read: choose the file again.' }
      if (image.size >= IMAGE_UPLOAD_MAX_BYTES) return { ok: false, message: 'The image must be under 10 MB.' }
      return { ok: true, value: { source: 'upload', image } }
    },
    costs: () => [],
    intent: (data, ctx) =>
      updateIntent(ctx, [
        [`u.${slot}`, data.source === 'nft' ? data.url : UPLOADED],
        [`v.${slot}`, ''],
        [`v.${slot}asaid`, ''],
      ]),
    build: (data, ctx) =>
      data.source === 'upload'
        ? updateImage(ctx.network, ctx.name, ctx.sender, slot, data.image)
        : updateProperties(ctx.network, ctx.name, {
            sender: ctx.sender,
            properties: { userDefined: { [slot]: data.url }, verified: { [slot]: '', [`${slot}asaid`]: '' } },
          }),
    invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
    success: (data, ctx) =>
      data.source === 'nft'
        ? `The ${word} of ${ctx.name} is now NFT ${data.assetId}`
        : `The ${word} of ${ctx.name} is the image you uploaded`,
    next: (_data, ctx) => profileChangedSteps(ctx.name),
  })
}

export const setAvatar = imageAction('avatar', 'avatar', 70)
export const setBanner = imageAction('banner', 'banner', 80)
