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

// Valid names are [a-z0-9.] only, which URL encoding leaves as they are.
const PLACEHOLDER = 'name0placeholder.algo'

/** The URL the app asks for a profile's record at (getName, view 'full'), with a placeholder name. */
export function recordUrlTemplate(network: NetworkId): string {
  return buildApiUrl(NETWORKS[network], pathOf`/nfd/${PLACEHOLDER}`, { view: 'full' })
}

/**
 * The script for a build whose default network is `network`. A network the visitor switched to
 * (the wallet manager's stored `activeNetwork`) picks that network's API; anything unreadable
 * falls back to the default, and any error leaves the app to ask for the record itself. On any
 * page, a switched-to network's API also gets the preconnect that index.html gives the default's.
 */
export function earlyRecordScript(network: NetworkId = env.network): string {
  if (network === 'mock') return ''
  const offered = buildNetworks(network)
  const urls = Object.fromEntries(offered.map((id) => [id, recordUrlTemplate(id)]))
  const origins = Object.fromEntries(offered.map((id) => [id, new URL(recordUrlTemplate(id)).origin]))
  return (
    `(function(){try{var u=${JSON.stringify(urls)},o=${JSON.stringify(origins)},d=${JSON.stringify(network)},n=d;` +
    `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');` +
    `if(s&&Object.prototype.hasOwnProperty.call(u,s.activeNetwork))n=s.activeNetwork}catch(e){}` +
    `if(n!==d&&o[n]!==o[d]){var c=document.createElement('link');c.rel='preconnect';c.href=o[n];` +
    `c.crossOrigin='anonymous';document.head.appendChild(c)}` +
    `var m=new RegExp(${JSON.stringify(`^/name/(${NAME_PATTERN})$`)}).exec(location.pathname);` +
    `if(!m||m[1].length>${MAX_NAME_LENGTH})return;` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';` +
    `l.href=u[n].replace(${JSON.stringify(PLACEHOLDER)},m[1]);document.head.appendChild(l)}catch(e){}})()`
  )
}
