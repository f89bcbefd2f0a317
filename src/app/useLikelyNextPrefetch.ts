import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { browserConnection, prefetchAllowed } from '@/lib/prefetchAllowed'
import { prefetchLikelyNext } from './routeModules'

/** How long a busy page may put the guess off before it runs anyway. */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Once a page has shown and the browser is idle, loads the code of the page it most often leads
 * to (routeModules' `next`), and nothing else: links load their page on intent (PrefetchLink).
 * Not at all with Save-Data or on 2G (prefetchAllowed).
 */
export function useLikelyNextPrefetch(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!prefetchAllowed(browserConnection())) return
    const run = () => prefetchLikelyNext(pathname)
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(run, 1_000)
    return () => clearTimeout(id)
  }, [pathname])
}
