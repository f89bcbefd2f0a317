/**
 * The mock network in the browser (mock build and `npm start`): an MSW service worker, plus
 * window.__mock for the browser tests. Faults in localStorage "mockFaults" (a JSON array of
 * Fault) apply from the very first request, before the app has loaded.
 */
import { setupWorker } from 'msw/browser'
import { logger } from '@/lib/logger'
import { FAULTS_STORAGE_KEY, clearFaults, setFault, activeFaults, type Fault } from './faults'
import { pageViews } from './handlers/analytics'
import { handlers } from './handlers'
import { resetWorld } from './world'
import { WORLD_STORAGE_KEY, restoreWorld, snapshotWorld } from './worldSnapshot'

export interface MockControls {
  /** URLs of the page views sent to analytics, in order. */
  pageViews: string[]
  setFault(fault: Fault): void
  clearFaults(): void
  faults(): readonly Fault[]
  reset(): void
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

/** The chain survives a reload of this tab (sessionStorage), as a real node would. */
function keepWorldAcrossReloads(): void {
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
}

export async function startMockWorker(): Promise<void> {
  loadStoredFaults()
  keepWorldAcrossReloads()
  const worker = setupWorker(...handlers)
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
    reset: () => {
      clearFaults()
      resetWorld()
      sessionStorage.removeItem(WORLD_STORAGE_KEY)
      pageViews.length = 0
    },
  }
}
