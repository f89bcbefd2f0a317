import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a busy page may put the guess off before it runs anyway. */
const IDLE_TIMEOUT_MS = 5_000

/** Once a page has shown and the browser is idle, starts the page it most often leads to (likelyNext.ts). */
export function useLikelyNextPrefetch(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const run = () => void import('./likelyNext').then((m) => m.prefetchLikelyNext(pathname))
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(run, 1_000)
      return () => clearTimeout(id)
    }
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }, [pathname])
}
