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
import { EARLY_PAINT_WAIT_MS, MAX_NAME_LENGTH, READ_TIMEOUT_MS } from '@/config/constants'
import { EARLY_PAINT_GLOBAL } from './startApp'
import { env } from '@/config/env'
import { NETWORKS, type NetworkId } from '@/config/networks'
import { buildApiUrl, pathOf } from '@/names/api/http'
import { NAME_PATTERN } from '@/names/core/validation'
import { buildNetworks } from '@/config/buildNetworks'
import { STORAGE_KEY } from '@/wallet/persist'
import { EARLY_RESPONSE_GLOBAL } from '@/names/api/earlyResponse'
import { bannerOf } from '@/names/core/profileFields'
import { imageUrl } from '@/names/core/imageUrl'
import { BANNER_IMAGE_CLASS } from '@/pages/name/ProfileHeader'
import { EARLY_BANNER_SLOT } from '@/pages/name/ProfileSkeleton'
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
  timeoutMs: number
  /** Where the app looks for the early response. */
  handoff: string
  /** Where the start script (startApp.ts) looks for the promise it waits for, and the longest wait. */
  paintGate: string
  paintWaitMs: number
  gateway: string
  bannerClass: string
  bannerSlot: string
}

/**
 * A network the visitor switched to (the wallet manager's stored `activeNetwork`) picks that
 * network's API; anything unreadable falls back to the default, and any error leaves the app to
 * ask for the record itself. On any page, a switched-to network's API also gets the preconnect
 * that index.html gives the default's.
 */
function fetchRecord(data: EarlyRecordData, image: typeof imageUrl, banner: typeof bannerOf): void {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  // Once the banner is on screen: the next two frames after it has loaded, the first of which
  // draws it. Not the browser's largest-paint report: Chrome reports no image it judges too plain
  // (a banner of one colour, few bits a pixel), and the app then waited out the whole limit.
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(release)))
  // The shell is in #root once the HTML is parsed: "interactive" comes before the app's scripts run.
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve()
    else document.addEventListener('readystatechange', () => resolve(), { once: true })
  })
  const paint = (record: unknown) => {
    const src = image(banner(record as Parameters<typeof bannerOf>[0]), data.gateway)
    if (!src) return release()
    const img = document.createElement('img')
    img.alt = ''
    img.fetchPriority = 'high'
    img.className = data.bannerClass
    // The download starts at once, the HTML parsed or not.
    img.src = src
    void parsed.then(() => {
      // In the skeleton at once, so it paints at the first frame after it has loaded, with no task
      // of its own to wait for; a banner that fails gives the skeleton back.
      const slot = document.querySelector(`#root [${data.bannerSlot}]`)
      const placeholder = slot?.firstChild
      if (!slot || !placeholder) return release()
      const failed = () => {
        if (img.parentNode === slot) slot.replaceChild(placeholder, img)
        release()
      }
      slot.replaceChild(img, placeholder)
      if (!img.complete) {
        img.onload = painted
        img.onerror = failed
      } else if (img.naturalWidth > 0) painted()
      else failed()
    })
  }
  try {
    let network = data.defaultNetwork
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(data.storageKey) || 'null')
      // The wallet state is a versioned document ({version, data}); an older one is the state itself.
      const doc = stored && typeof stored === 'object' ? (stored as { data?: unknown }) : null
      const state = doc && doc.data && typeof doc.data === 'object' ? doc.data : doc
      const active = state ? (state as { activeNetwork?: unknown }).activeNetwork : null
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
    const template = data.urls[network]
    if (!name || name.length > data.maxLength || !template) return
    const url = template.replace(data.placeholder, name)
    const init: RequestInit = { headers: { Accept: 'application/json' } }
    if (typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal)
      init.signal = AbortSignal.timeout(data.timeoutMs)
    // The clone is taken before the app can read the body: this handler is the first one.
    const response = fetch(url, init).then((answer) => {
      if (answer.ok) answer.clone().json().then(paint).catch(release)
      else release()
      return answer
    })
    response.catch(release)
    setTimeout(release, data.paintWaitMs)
    const globals = window as unknown as Record<string, unknown>
    globals[data.handoff] = { url, response }
    globals[data.paintGate] = gate
  } catch {
    // The app asks for the record itself.
  }
}

/** The script for a build whose default network is `network`. */
export function earlyRecordScript(network: NetworkId = env.network, gateway: string = env.imageGateway): string {
  if (network === 'mock') return ''
  const offered = buildNetworks(network)
  return inlineScript(
    fetchRecord,
    {
      urls: Object.fromEntries(offered.map((id) => [id, recordUrlTemplate(id)])),
      origins: Object.fromEntries(offered.map((id) => [id, new URL(recordUrlTemplate(id)).origin])),
      defaultNetwork: network,
      storageKey: STORAGE_KEY,
      namePath: `^/name/(${NAME_PATTERN})$`,
      maxLength: MAX_NAME_LENGTH,
      placeholder: PLACEHOLDER,
      timeoutMs: READ_TIMEOUT_MS,
      handoff: EARLY_RESPONSE_GLOBAL,
      paintGate: EARLY_PAINT_GLOBAL,
      paintWaitMs: EARLY_PAINT_WAIT_MS,
      gateway,
      bannerClass: BANNER_IMAGE_CLASS,
      bannerSlot: EARLY_BANNER_SLOT,
    },
    imageUrl,
    bannerOf,
  )
}
