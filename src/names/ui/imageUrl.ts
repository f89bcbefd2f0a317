/**
 * Where to load a profile image from. Owners set avatar and banner values freely, so only
 * ipfs:// (through the image gateway) and http(s) URLs are ever used; anything else is no image.
 */
import { httpUrl } from './httpUrl'

export function imageUrl(value: string | null | undefined, gateway: string): string | null {
  if (!value) return null
  const text = value.trim()
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+)(\/[\w\-./]*)?$/.exec(text)
  if (ipfs) return `${gateway.replace(/\/+$/, '')}/${ipfs[1]}${ipfs[2] ?? ''}`
  return httpUrl(text)
}
