/**
 * Mock build only, in place of tldts (vite.config.ts aliases it). msw's cookie store
 * (tough-cookie) asks tldts for a host's registrable domain; tldts answers from the whole public
 * suffix list, ~60 kB gzip that every first load of the mock build would wait for. The mock
 * network sets no cookies, so the last two labels of the host are answer enough.
 */
export function getDomain(host: string): string | null {
  const labels = host.split('.').filter(Boolean)
  return labels.length >= 2 ? labels.slice(-2).join('.') : null
}
