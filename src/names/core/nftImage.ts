/**
 * The gateway URL of an NFT's picture, or null when it has none we may show. An ARC-3 asset's
 * metadata is read through the image gateway, with a time limit, and checked: only a string
 * `image` is used, resolved against the metadata's own URL when relative. Like every profile
 * image, the picture must be served by the gateway (see imageUrl).
 */
import * as v from 'valibot'
import type { AssetInfo } from '@/algod/asset'
import { READ_TIMEOUT_MS } from '@/config/constants'
import { MalformedResponseError, TimeoutError } from '@/lib/errors'
import { timeLimit } from '@/lib/timeLimit'
import { imageUrl } from './imageUrl'
import { nftImageSource } from './nftImageSource'

const arc3Metadata = v.object({ image: v.optional(v.pipe(v.string(), v.maxLength(2048))) })

async function readMetadata(url: string, signal?: AbortSignal): Promise<unknown> {
  const limit = timeLimit(READ_TIMEOUT_MS, signal)
  try {
    const response = await fetch(url, { signal: limit.signal, headers: { Accept: 'application/json' } })
    if (!response.ok) throw new MalformedResponseError(`The NFT's metadata could not be read`, response.status)
    return await response.json()
  } catch (error) {
    if (limit.expired()) throw new TimeoutError('image gateway', READ_TIMEOUT_MS)
    throw error
  }
}

export async function nftImage(
  asset: Pick<AssetInfo, 'url' | 'reserve' | 'name'>,
  gateway: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const source = nftImageSource(asset)
  if (!source) return null
  if (source.kind === 'image') return imageUrl(source.url, gateway)
  const metadataUrl = imageUrl(source.metadataUrl, gateway)
  if (!metadataUrl) return null
  const parsed = v.safeParse(arc3Metadata, await readMetadata(metadataUrl, signal))
  const image = parsed.success ? parsed.output.image?.trim() : undefined
  if (!image) return null
  // ARC-3 allows a path relative to the metadata file.
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(image) ? image : new URL(image, metadataUrl).href
  return imageUrl(absolute, gateway)
}
