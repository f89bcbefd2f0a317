/**
 * The IPFS image gateway of the mock network (env.imageGateway): every CID answers with a small
 * SVG whose colours come from the CID, so avatars and banners render offline and stay stable;
 * the CIDs of the mock NFTs' ARC-3 metadata answer with their JSON.
 */
import { http, HttpResponse } from 'msw'
import { env } from '@/config/env'
import { MOCK_METADATA } from '../fixtures/nftMetadata'
import { world } from '../world'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function hue(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

export function placeholderSvg(cid: string): string {
  const a = hue(cid)
  const b = (a + 70) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 55%)"/><stop offset="1" stop-color="hsl(${b} 70% 45%)"/></linearGradient></defs><rect width="600" height="200" fill="url(#g)"/><circle cx="480" cy="40" r="90" fill="#fff" fill-opacity=".12"/></svg>`
}

export const imageHandlers = [
  http.get(`${env.imageGateway}/:cid*`, ({ params }) => {
    const cid = String(params.cid ?? '')
    const metadata = MOCK_METADATA.get(cid)
    if (metadata) return HttpResponse.json(metadata)
    // An image uploaded through updateImage: its own bytes (its CID is its content, so it never changes).
    const uploaded = world.images.get(cid)
    if (uploaded) {
      const bytes = Uint8Array.from(atob(uploaded.base64), (char) => char.charCodeAt(0))
      return new HttpResponse(bytes, { headers: { 'Content-Type': uploaded.type, 'Cache-Control': IMMUTABLE } })
    }
    return new HttpResponse(placeholderSvg(cid), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': IMMUTABLE },
    })
  }),
]
