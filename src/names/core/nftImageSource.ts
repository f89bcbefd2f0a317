/**
 * Where an NFT's picture is described, from its asset parameters alone:
 * - ARC-19: the URL is a template (`template-ipfs://{ipfscid:<version>:<codec>:reserve:sha2-256}`)
 *   and the reserve address's 32 bytes are the sha2-256 digest of the CID;
 * - ARC-3: the URL (or the ARC-19 URL it resolves to) ends in `#arc3`, or the name is `arc3` or
 *   ends in `@arc3`: the URL is a JSON metadata file whose `image` is the picture;
 * - otherwise (plain NFTs and ARC-69, whose URL points at the media itself) the URL is the picture.
 * ARC-69's note metadata would need an indexer, which no network of ours configures.
 */
import { CID } from 'multiformats/cid'
import * as Digest from 'multiformats/hashes/digest'
import type { AssetInfo } from '@/algod/asset'
import { isValidAddress, publicKeyOf } from '@/lib/address'

export type NftImageSource = { kind: 'image'; url: string } | { kind: 'arc3'; metadataUrl: string }

const TEMPLATE = /^template-ipfs:\/\/\{ipfscid:(0|1):(raw|dag-pb):reserve:sha2-256\}(.*)$/
const CODECS = { raw: 0x55, 'dag-pb': 0x70 } as const
const SHA2_256 = 0x12

/** The ipfs:// URL an ARC-19 template names, or null when the template or the reserve is not usable. */
export function arc19Url(url: string, reserve: string | undefined): string | null {
  const match = TEMPLATE.exec(url)
  if (!match || !isValidAddress(reserve)) return null
  const [, version, codec, rest = ''] = match
  const hash = Digest.create(SHA2_256, publicKeyOf(reserve))
  // CIDv0 can only name dag-pb content.
  if (version === '0' && codec !== 'dag-pb') return null
  const cid = version === '0' ? CID.createV0(hash) : CID.createV1(CODECS[codec as keyof typeof CODECS], hash)
  return `ipfs://${cid.toString()}${rest}`
}

function isArc3(url: string, name: string | undefined): boolean {
  return url.endsWith('#arc3') || name === 'arc3' || (name?.endsWith('@arc3') ?? false)
}

export function nftImageSource(asset: Pick<AssetInfo, 'url' | 'reserve' | 'name'>): NftImageSource | null {
  const raw = asset.url?.trim()
  if (!raw) return null
  const url = raw.startsWith('template-ipfs://') ? arc19Url(raw, asset.reserve) : raw
  if (!url) return null
  if (isArc3(url, asset.name)) return { kind: 'arc3', metadataUrl: url.replace(/#arc3$/, '') }
  return { kind: 'image', url }
}
