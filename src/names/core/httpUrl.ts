/**
 * An owner-supplied string as a URL that may become a link or an image source: only absolute
 * http and https URLs pass. javascript:, data:, relative paths and junk give null (shown as text).
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
