/**
 * Production builds only: an inline script in index.html that, on /name/<name>, starts the name's
 * record with `<link rel="preload" as="fetch">` while the app's code is still downloading. The
 * app's own request for the record (same URL, CORS, same credentials) is then answered by that
 * preload. Built at build time from the app's own URL builder, name rule and storage key, so the
 * two requests cannot drift apart. None on the mock network: its hosts answer only once the mock's
 * service worker runs, which is after the app has started.
 */
import { MAX_NAME_LENGTH } from '@/config/constants'
import { env } from '@/config/env'
import { NETWORKS, type NetworkId } from '@/config/networks'
import { buildApiUrl, pathOf } from '@/names/api/http'
import { NAME_PATTERN } from '@/names/validation'
import { buildNetworks } from '@/config/buildNetworks'
import { STORAGE_KEY } from '@/wallet/persist'
import { inlineScript } from './inlineScript'

// Valid names are [a-z0-9.] only, which URL encoding leaves as they are.
const PLACEHOLDER = 'name0placeholder.algo'

/** The URL the app asks for a profile's record at (getName, view 'full'), with a placeholder name. */
export function recordUrlTemplate(network: NetworkId): string {
  return buildApiUrl(NETWORKS[network], pathOf`/nfd/${PLACEHOLDER}`, { view: 'full' })
}

interface EarlyRecordData {
  /** The record URL template and the API origin, per offered network. */
  urls: Record<string, string>
  origins: Record<string, string>
  defaultNetwork: string
  storageKey: string
  namePath: string
  maxLength: number
  placeholder: string
}

/**
 * A network the visitor switched to (the wallet manager's stored `activeNetwork`) picks that
 * network's API; anything unreadable falls back to the default, and any error leaves the app to
 * ask for the record itself. On any page, a switched-to network's API also gets the preconnect
 * that index.html gives the default's.
 */
function preloadRecord(data: EarlyRecordData): void {
  try {
    let network = data.defaultNetwork
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(data.storageKey) || 'null')
      const active = stored && typeof stored === 'object' ? (stored as { activeNetwork?: unknown }).activeNetwork : null
      if (typeof active === 'string' && Object.prototype.hasOwnProperty.call(data.urls, active)) network = active
    } catch {
      // Unreadable storage: the default network.
    }
    const origin = data.origins[network]
    if (network !== data.defaultNetwork && origin && origin !== data.origins[data.defaultNetwork]) {
      const hint = document.createElement('link')
      hint.rel = 'preconnect'
      hint.href = origin
      hint.crossOrigin = 'anonymous'
      document.head.appendChild(hint)
    }
    const match = new RegExp(data.namePath).exec(location.pathname)
    const name = match?.[1]
    const url = data.urls[network]
    if (!name || name.length > data.maxLength || !url) return
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = url.replace(data.placeholder, name)
    document.head.appendChild(link)
  } catch {
    // The app asks for the record itself.
  }
}

/** The script for a build whose default network is `network`. */
export function earlyRecordScript(network: NetworkId = env.network): string {
  if (network === 'mock') return ''
  const offered = buildNetworks(network)
  return inlineScript(preloadRecord, {
    urls: Object.fromEntries(offered.map((id) => [id, recordUrlTemplate(id)])),
    origins: Object.fromEntries(offered.map((id) => [id, new URL(recordUrlTemplate(id)).origin])),
    defaultNetwork: network,
    storageKey: STORAGE_KEY,
    namePath: `^/name/(${NAME_PATTERN})$`,
    maxLength: MAX_NAME_LENGTH,
    placeholder: PLACEHOLDER,
  })
}
