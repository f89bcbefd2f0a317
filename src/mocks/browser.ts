/**
 * The mock network in the browser (mock build and `npm start`): an MSW service worker, plus
 * window.__mock for the browser tests. Faults in localStorage "mockFaults" (a JSON array of
 * Fault) apply from the very first request, before the app has loaded.
 *
 * The worker starts with one light catch-all handler; the handlers themselves (the mock chain,
 * which builds real algosdk groups) load on the first request, so the app's first render does
 * not wait for them.
 */
import { getResponse, http, type RequestHandler } from 'msw'
import { setupWorker } from 'msw/browser'
import { logger } from '@/lib/logger'
import { clearFaults, setFault, activeFaults, type Fault } from './faults'
import { FAULTS_STORAGE_KEY, WORLD_STORAGE_KEY } from './storageKeys'
import { pageViews } from './handlers/analytics'
import { MOCK_HOSTS } from './holdMockRequests'

export interface MockControls {
  /** URLs of the page views sent to analytics, in order. */
  pageViews: string[]
  setFault(fault: Fault): void
  clearFaults(): void
  faults(): readonly Fault[]
  reset(): Promise<void>
  /** Someone else posts an offer to a name, as if from another device: it is in the analytics at once. */
  postOffer(name: string, from: string, microalgos: number, note: string): Promise<void>
  /** The code the mock name service e-mailed for a name's outstanding e-mail verification, as its owner reads it. */
  emailedCode(name: string): Promise<string | undefined>
}

declare global {
  interface Window {
    __mock?: MockControls
  }
}

function loadStoredFaults(): void {
  try {
    const stored = localStorage.getItem(FAULTS_STORAGE_KEY)
    if (!stored) return
    const faults = JSON.parse(stored) as unknown
    if (Array.isArray(faults)) for (const fault of faults as Fault[]) setFault(fault)
  } catch (error) {
    logger.warn('Ignoring unreadable mockFaults in localStorage', error)
  }
}

let network: Promise<{ handlers: RequestHandler[]; resetWorld: () => void }> | null = null

/** The handlers and the mock chain, loaded once; the chain survives a reload of this tab (sessionStorage). */
function loadNetwork() {
  network ??= Promise.all([import('./handlers'), import('./world'), import('./worldSnapshot')]).then(
    ([{ handlers }, { resetWorld }, { restoreWorld, snapshotWorld }]) => {
      try {
        const stored = sessionStorage.getItem(WORLD_STORAGE_KEY)
        if (stored && !restoreWorld(stored)) logger.warn('Ignoring an unreadable mock world snapshot')
        window.addEventListener('pagehide', () => {
          try {
            sessionStorage.setItem(WORLD_STORAGE_KEY, snapshotWorld())
          } catch (error) {
            logger.warn('Could not keep the mock world', error)
          }
        })
      } catch (error) {
        logger.warn('sessionStorage unavailable: the mock world resets on reload', error)
      }
      return { handlers, resetWorld }
    },
  )
  return network
}

// Only the mock hosts: the app's own files, the handlers' chunk among them, must never wait on
// the handlers.
const lazyNetwork = http.all(MOCK_HOSTS, async ({ request }) => getResponse((await loadNetwork()).handlers, request))

export async function startMockWorker(): Promise<void> {
  loadStoredFaults()
  const worker = setupWorker(lazyNetwork)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: !import.meta.env.DEV,
  })
  // Exposed once the worker is in control, so a test that waits for it can fetch at once.
  window.__mock = {
    pageViews,
    setFault,
    clearFaults,
    faults: activeFaults,
    reset: async () => {
      clearFaults()
      ;(await loadNetwork()).resetWorld()
      sessionStorage.removeItem(WORLD_STORAGE_KEY)
      pageViews.length = 0
    },
    postOffer: async (name, from, microalgos, note) => {
      await loadNetwork()
      const { postOfferToOwner } = await import('./writes')
      postOfferToOwner(name, { sender: from, offer: microalgos, note }).apply()
    },
    emailedCode: async (name) => {
      await loadNetwork()
      const { world } = await import('./world')
      return [...world.verifyRequests.values()].find((r) => r.name === name && r.field === 'email')?.challenge
    },
  }
}
