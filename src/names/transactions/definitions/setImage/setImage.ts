/**
 * Set the avatar or the banner: from an NFT the owner, a linked account or the name's vault
 * holds (a profile update pointing the slot at the NFT's image), or from an uploaded image the
 * name service stores (updateImage). Either way the old verified picture is cleared with it, so
 * the new one is what the profile shows.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { IMAGE_UPLOAD_MAX_BYTES } from '@/config/constants'
import { truncateAddress } from '@/lib/address'
import { rawContentId } from '@/lib/contentId'
import { dataUrlBytes } from '@/lib/dataUrl'
import { updateProperties } from '../../../api/update'
import { updateImage, type ImageSlot } from '../../../api/updateImage'
import { parseAssetId } from '../../parseInput'
import type { ActionContext, ActionDefinition } from '../../types'
import { nameQueries } from '../../../hooks/touchedQueries'
import { updateIntent } from '../parties'
import { profileChangedSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/setImage/setImage', {
  avatar: 'avatar',
  banner: 'banner',
  label: params('Set {word}'),
  title: params('Set the {word} of {name}'),
  summary: params("Pick one of your NFTs, or upload an image cropped to the {word}'s shape. The picture is public."),
  field: params('New {word}'),
  yourAccount: 'Your account',
  linked: params('Linked {address}'),
  vault: params("{name}'s vault"),
  nft: 'NFT',
  noImage: 'This NFT has no image to show.',
  pick: params('Pick an NFT or upload an image for the {word}.'),
  unreadable: 'The image could not be read: choose the file again.',
  tooBig: 'The image must be under 10 MB.',
  nftDone: params('The {word} of {name} is now NFT {asset}'),
  uploadDone: params('The {word} of {name} is the image you uploaded'),
})

/** An upload carries its content id, computed here from its bytes: the only address the group may point the slot at. */
type ImageData = { source: 'nft'; assetId: number; url: string } | { source: 'upload'; image: Blob; cid: string }

const UPLOAD_TYPES = ['image/png', 'image/jpeg']

/** Where an NFT may be picked from: the owner, the addresses linked to the name, its vault. */
export function imageHolders(ctx: ActionContext): { address: string; label: string }[] {
  const record = ctx.record
  const t = messages.get()
  const candidates = [
    { address: ctx.sender, label: t.yourAccount },
    ...(record?.caAlgo ?? []).map((address) => ({ address, label: t.linked({ address: truncateAddress(address) }) })),
    ...(record?.nfdAccount ? [{ address: record.nfdAccount, label: t.vault({ name: ctx.name }) }] : []),
  ]
  return candidates.filter(({ address }, i) => candidates.findIndex((c) => c.address === address) === i)
}

/** The slot's messages, with its word (avatar, banner) in the chosen language. */
function wordsOf(slot: ImageSlot) {
  const t = messages.get()
  return { t, word: { word: t[slot] } }
}

function imageAction(slot: ImageSlot, order: number): ActionDefinition<ImageData> {
  return {
    order,
    ability: 'canEdit',
    label: () => {
      const { t, word } = wordsOf(slot)
      return t.label(word)
    },
    group: 'manage',
    section: 'Profile',
    title: (ctx) => {
      const { t, word } = wordsOf(slot)
      return t.title({ ...word, name: ctx.name })
    },
    summary: () => {
      const { t, word } = wordsOf(slot)
      return t.summary(word)
    },
    requiresTerms: false,
    fields: (ctx) => {
      const { t, word } = wordsOf(slot)
      return [{ key: 'image', kind: 'image', label: t.field(word), slot, holders: imageHolders(ctx) }]
    },
    initialValues: () => ({ image: '', imageAsset: '', imageAssetUrl: '' }),
    parse(values) {
      const { t, word } = wordsOf(slot)
      if (values.imageAsset) {
        const asset = parseAssetId(values.imageAsset, t.nft, false)
        if (!asset.ok) return asset
        const url = (values.imageAssetUrl ?? '').trim()
        if (!url) return { ok: false, message: t.noImage }
        return { ok: true, value: { source: 'nft', assetId: asset.value, url } }
      }
      if (!values.image) return { ok: false, message: t.pick(word) }
      const decoded = dataUrlBytes(values.image)
      if (!decoded || !UPLOAD_TYPES.includes(decoded.type)) return { ok: false, message: t.unreadable }
      if (decoded.bytes.length >= IMAGE_UPLOAD_MAX_BYTES) return { ok: false, message: t.tooBig }
      const image = new Blob([decoded.bytes], { type: decoded.type })
      return { ok: true, value: { source: 'upload', image, cid: rawContentId(decoded.bytes) } }
    },
    costs: () => [],
    intent: (data, ctx) =>
      updateIntent(
        ctx,
        // An upload: the service must store it under the content id of the bytes sent (a raw
        // block's CIDv1); any other address is another picture, refused before signing.
        [[`u.${slot}`, data.source === 'nft' ? data.url : `ipfs://${data.cid}`]],
        [`v.${slot}`, `v.${slot}asaid`],
      ),
    build: (data, ctx) =>
      data.source === 'upload'
        ? updateImage(ctx.network, ctx.name, ctx.sender, slot, data.image)
        : updateProperties(ctx.network, ctx.name, {
            sender: ctx.sender,
            properties: { userDefined: { [slot]: data.url }, verified: { [slot]: '', [`${slot}asaid`]: '' } },
          }),
    invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
    success: (data, ctx) => {
      const { t, word } = wordsOf(slot)
      return data.source === 'nft'
        ? t.nftDone({ ...word, name: ctx.name, asset: data.assetId })
        : t.uploadDone({ ...word, name: ctx.name })
    },
    next: (_data, ctx) => profileChangedSteps(ctx.name),
  }
}

export const setAvatar = imageAction('avatar', 70)
export const setBanner = imageAction('banner', 80)
