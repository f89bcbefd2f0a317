/** A base64 data URL (as a canvas writes it) back to its bytes and type; null for anything else. */
export function dataUrlBytes(url: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url)
  if (!match?.[1] || match[2] === undefined) return null
  const binary = atob(match[2])
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { type: match[1], bytes }
}
