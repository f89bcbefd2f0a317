import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/config/env'
import { LogLevel, logger, setLogLevel } from '@/lib/logger'
import { initErrorReporting } from '@/app/errorReporting'
import { App } from '@/app/App'
import { prefetchRoute } from '@/app/routeModules'
import './index.css'

async function bootstrap(): Promise<void> {
  setLogLevel(env.debug ? LogLevel.debug : LogLevel.warn)
  // The page's code downloads while the rest starts up, instead of after the first render.
  prefetchRoute(window.location.pathname)
  initErrorReporting()
  // Old browsers only: the polyfill is its own chunk, never in the main bundle.
  if (!('IntersectionObserver' in window)) await import('intersection-observer')
  // Mock build only: this branch, and the mock code behind it, is removed from production builds.
  if (import.meta.env.VITE_NETWORK === 'mock') {
    const [{ startMockWorker }, { installWalletTestHarness }] = await Promise.all([
      import('@/mocks/browser'),
      import('@/wallet/testHarness'),
    ])
    try {
      await startMockWorker()
    } catch (error) {
      // Never a blank page: the app renders, and its requests fail with clear errors instead.
      logger.error('The mock network did not start', error)
    }
    installWalletTestHarness()
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('No #root element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void bootstrap()
