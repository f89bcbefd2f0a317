/**
 * POST /nfd/updateImage/{name}/{sender}/{which}: upload a new avatar or banner. The service
 * stores the image and answers the group that points the name's `avatar` or `banner` at it;
 * only the owner may, and an image of 10 MB or more is refused (413 imageTooLarge).
 */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import { writeGroup } from './writeGroup'

export type ImageSlot = 'avatar' | 'banner'

/** The multipart field the image travels in. */
const IMAGE_UPLOAD_FIELD = 'file'

export function updateImage(
  net: NetworkConfig,
  name: string,
  sender: string,
  which: ImageSlot,
  image: Blob,
): Promise<TxnGroupEntry[]> {
  const form = new FormData()
  form.append(IMAGE_UPLOAD_FIELD, image, `${which}.${image.type === 'image/jpeg' ? 'jpg' : 'png'}`)
  return writeGroup(net, 'POST', `${pathOf`/nfd/updateImage/${name}/${sender}/${which}`}?wantTxn=true`, form)
}
