/**
 * UTF-8 bytes as a Uint8Array of this realm: under jsdom, TextEncoder's arrays come from
 * another realm and algosdk's `instanceof Uint8Array` checks reject them.
 */
const encoder = new TextEncoder()

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(text))
}
