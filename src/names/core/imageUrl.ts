/**
 * Where to load a profile image from. Owners set avatar and banner values freely, and every
 * image a visitor loads tells its host the visitor's address: so only the image gateway serves
 * them. ipfs:// goes through the gateway, an https URL only when it is on the gateway already,
 * and no path may climb out of the gateway's prefix (`..`). Anything else is no image.
 *
 * Self-contained on purpose (no imports, no module state): the early record script of production
 * builds carries this function's own source, so the banner it starts is the one the app shows.
 */
export function imageUrl(value: string | null | undefined, gateway: string): string | null {
  const ipfsPattern = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+)((?:\/[\w\-.]+)*)\/?$/
  function withinGateway(candidate: string, base: URL): string | null {
    let url: URL
    try {
      url = new URL(candidate)
    } catch {
      return null
    }
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
    // The URL parser resolves `.` and `..`, so a climb shows as a path outside the prefix.
    const ok = url.protocol === 'https:' && url.origin === base.origin && url.pathname.startsWith(prefix)
    return ok && !url.username && !url.password ? url.href : null
  }
  if (!value) return null
  const text = value.trim()
  const base = new URL(gateway)
  const ipfs = ipfsPattern.exec(text)
  if (ipfs) {
    const path = ipfs[2] ?? ''
    if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null
    return withinGateway(`${gateway.replace(/\/+$/, '')}/${ipfs[1]}${path}`, base)
  }
  return withinGateway(text, base)
}
