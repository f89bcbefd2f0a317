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
import { FAULTS_STORAGE_KEY, MARKET_STORAGE_KEY } from './storageKeys'
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
  /** The name service lets every waiting verification challenge of a name lapse, as if an hour had gone by. */
  lapseVerifications(name: string): Promise<void>
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

interface Network {
  handlers: RequestHandler[]
  reset: () => void
  route: (request: Request) => Promise<Request>
}

let network: Promise<Network> | null = null

function wantsGeneratedMarket(): boolean {
  try {
    return localStorage.getItem(MARKET_STORAGE_KEY) !== 'fixtures'
  } catch {
    return true
  }
}

/**
 * The handlers and the mock chain, loaded once: the fixtures and, unless storage says
 * "fixtures", the generated market. The chain survives a reload of this tab (sessionStorage).
 */
function loadNetwork() {
  network ??= Promise.all([
    import('./handlers'),
    import('./world'),
    import('./keptWorlds'),
    import('./mockNetworkSwitch'),
  ]).then(([{ handlers }, { createWorld, resetWorld, world }, kept, { routeToMockNetwork }]) => {
    // The tab's kept chain wins; the market is generated only when there is none.
    if (!kept.restoreKeptWorlds() && wantsGeneratedMarket())
      Object.assign(world, createWorld(Date.now(), { network: 'mock', generated: true }))
    kept.keepWorldsOnPagehide()
    const reset = () => {
      resetWorld()
      kept.forgetKeptWorlds()
    }
    return { handlers, reset, route: routeToMockNetwork }
  })
  return network
}

// Only the mock hosts: the app's own files, the handlers' chunk among them, must never wait on
// the handlers.
const lazyNetwork = http.all(MOCK_HOSTS, async ({ request }) => {
  const { handlers, route } = await loadNetwork()
  return getResponse(handlers, await route(request))
})

/**
 * msw asks the browser to update a worker it finds registered and does not wait for the answer
 * (get-worker-instance.ts); a reload during that update rejects it with "Not found", an unhandled
 * rejection of the mock's plumbing, not of the app. Its rejection is answered here.
 */
function quietWorkerUpdates(): void {
  const update = ServiceWorkerRegistration.prototype.update
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const asked = update.call(this)
    asked.catch(() => undefined)
    return asked
  }
}

export async function startMockWorker(): Promise<void> {
  loadStoredFaults()
  quietWorkerUpdates()
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
      ;(await loadNetwork()).reset()
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
    lapseVerifications: async (name) => {
      await loadNetwork()
      const [{ world }, { lapseVerifyRequests }] = await Promise.all([import('./world'), import('./verifyRequests')])
      lapseVerifyRequests(world, name)
    },
  }
}
