import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { env } from '@/config/env'
import { LogLevel, logger, setLogLevel } from '@/lib/logger'
import { initErrorReporting } from '@/app/errorReporting'
import { App } from '@/app/App'
import { prefetchRoute, prefetchRouteData } from '@/app/routeModules'
import { pageReady } from '@/app/routes'
import { createQueryClient } from '@/lib/queryClient'
import { documentParsed } from '@/lib/documentParsed'
import { prepareLocale } from '@/lib/i18n/chooseLocale'
import { syncDocumentLanguage } from '@/lib/i18n/localeStore'
import { syncOnlineState } from '@/lib/useOnline'
import { yieldToBrowser } from '@/lib/yieldToBrowser'
import { createAppWalletManager } from '@/wallet/createAppWalletManager'
import { createWalletPrompts } from '@/wallet/walletPrompts'
import './index.css'

async function bootstrap(): Promise<void> {
  // Added by the start script (src/prerender/startApp.ts), this can run before the parser is done.
  await documentParsed()
  // A language other than English loads its catalogue beside start-up, and the first render waits
  // for it: the page never flashes English first.
  const localeReady = prepareLocale()
  syncDocumentLanguage()
  // Start-up runs as a few short tasks, not one long one after the code's evaluation: input and
  // paint get a turn between them.
  await yieldToBrowser()
  setLogLevel(env.debug ? LogLevel.debug : LogLevel.warn)
  // The page's code downloads while the rest starts up, instead of after the first render.
  prefetchRoute(window.location.pathname)
  initErrorReporting()
  // Old browsers only: the polyfill is its own chunk, never in the main bundle.
  if (!('IntersectionObserver' in window)) await import('intersection-observer')
  // Mock build only: this branch, and the mock code behind it, is removed from production builds.
  // The app renders at once, as it does in production; the worker (msw, large) starts beside it
  // and requests to the mock hosts wait for it.
  if (import.meta.env.VITE_NETWORK === 'mock') {
    const [{ holdMockRequests }, { TEST_ACCOUNT }, { setMnemonicPrefill }] = await Promise.all([
      import('@/mocks/holdMockRequests'),
      import('@/mocks/accounts'),
      import('@/wallet/ui/mnemonicPrefill'),
    ])
    // The mnemonic dialog offers the test account's words before its first render.
    setMnemonicPrefill(TEST_ACCOUNT.mnemonic)
    holdMockRequests(
      Promise.all([import('@/mocks/browser'), import('@/mocks/walletTestHarness')]).then(
        async ([{ startMockWorker }, { installWalletTestHarness }]) => {
          installWalletTestHarness()
          try {
            await startMockWorker()
          } catch (error) {
            // Never a blank page: the app runs, and its requests fail with clear errors instead.
            logger.error('The mock network did not start', error)
          }
        },
      ),
    )
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('No #root element')
  // Made before the first render: the first page's data starts with them, beside its code.
  const queryClient = createQueryClient()
  syncOnlineState()
  // My names' and the watchlist's last answers, kept for reading offline: restored beside the first
  // render, not before it (the pages' queries wait offline, and take the answers when they come).
  import('@/names/offline/startOfflineCache')
    .then(({ startOfflineCache }) => startOfflineCache(queryClient))
    .catch((error: unknown) => logger.warn('Offline copy: not loaded', error))
  const prompts = createWalletPrompts()
  const manager = createAppWalletManager(prompts)
  await yieldToBrowser()
  prefetchRouteData(window.location.pathname, { queryClient, network: manager.network })
  await Promise.all([pageReady(window.location.pathname), localeReady])
  // The first commit clears #root, the prerendered shell with it. As a transition the first
  // render yields to the browser every few milliseconds instead of blocking it in one long task;
  // the shell is on screen meanwhile.
  const root = createRoot(container, {
    // React recovered by rendering again; what threw is the cause, which the report should name.
    onRecoverableError: (error) => globalThis.reportError(error instanceof Error && error.cause ? error.cause : error),
  })
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} wallet={{ manager, prompts }} />
      </StrictMode>,
    ),
  )
}

void bootstrap()
