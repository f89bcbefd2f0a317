/**
 * Production builds only: an inline script in index.html that, on /name/<name>, fetches the name's
 * record while the app's code is still downloading and hands the response to the app's own
 * request for that URL (src/names/api/earlyResponse.ts): one request, a boot-time earlier. Once
 * the record arrives it starts the banner, the profile's largest paint, and paints it into the
 * prerendered skeleton, so the banner's two round trips (a new origin) no longer wait for the app.
 * Built at build time from the app's own URL builder, name rule, storage key, banner field and
 * image rule (imageUrl's own source: only the gateway serves images), so they cannot drift apart.
 * None on the mock network: its hosts answer only once the mock's service worker runs, which is
 * after the app has started.
 */
import { MAX_NAME_LENGTH, READ_TIMEOUT_MS } from '@/config/constants'
import { env } from '@/config/env'
import { NETWORKS, type NetworkId } from '@/config/networks'
import { buildApiUrl, pathOf } from '@/names/api/http'
import { NAME_PATTERN } from '@/names/validation'
import { buildNetworks } from '@/config/buildNetworks'
import { STORAGE_KEY } from '@/wallet/persist'
import { EARLY_RESPONSE_GLOBAL } from '@/names/api/earlyResponse'
import { bannerOf } from '@/names/ui/profileFields'
import { imageUrl } from '@/names/ui/imageUrl'
import { BANNER_IMAGE_CLASS } from '@/pages/name/ProfileHeader'
import { EARLY_BANNER_SLOT } from '@/pages/name/ProfileSkeleton'

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
export function earlyRecordScript(network: NetworkId = env.network, gateway: string = env.imageGateway): string {
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
    `var url=u[n].replace(${JSON.stringify(PLACEHOLDER)},m[1]),init={headers:{Accept:'application/json'}};` +
    `if(window.AbortSignal&&AbortSignal.timeout)init.signal=AbortSignal.timeout(${READ_TIMEOUT_MS});` +
    // The clone is taken before the app can read the body: this handler is the first one.
    `var r=fetch(url,init).then(function(x){if(x.ok)x.clone().json().then(paint).catch(function(){});return x});` +
    `window[${JSON.stringify(EARLY_RESPONSE_GLOBAL)}]={url:url,response:r}}catch(e){}` +
    `function paint(record){var src=(${imageUrl})((${bannerOf})(record),${JSON.stringify(gateway)});if(!src)return;` +
    `var i=document.createElement('img');i.alt='';i.fetchPriority='high';i.className=${JSON.stringify(BANNER_IMAGE_CLASS)};` +
    // In the skeleton at once, so it paints at the first frame after it has loaded, with no task
    // of its own to wait for; a banner that fails gives the skeleton back.
    `var s=document.querySelector('#root [${EARLY_BANNER_SLOT}]'),k=s&&s.firstChild;` +
    `if(k){i.onerror=function(){s.replaceChild(k,i)};s.replaceChild(i,k)}i.src=src}})()`
  )
}
