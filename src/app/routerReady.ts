import type { AppRouter } from './App'

/**
 * Resolves once the router has loaded the first page's code. Rendering after that makes the
 * first commit the page itself, not the loading fallback: the prerendered shell is replaced by
 * the page it pictures, never by a blank screen in between.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
