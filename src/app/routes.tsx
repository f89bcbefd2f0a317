import type { Params, RouteObject } from 'react-router-dom'
import { RouteErrorScreen } from './ErrorScreen'
import { RootLayout } from './RootLayout'
import { pageRoutes, type RouteDataContext } from './routeModules'

/** Routes that exist only in the mock build, for the browser tests (a route that throws). */
const devRoutes: RouteObject[] =
  import.meta.env.VITE_NETWORK === 'mock'
    ? [
        {
          path: '/_dev/throw',
          lazy: async () => ({ Component: (await import('./dev/ThrowingPage')).ThrowingPage }),
        },
        {
          path: '/_dev/throw-once',
          lazy: async () => ({ Component: (await import('./dev/ThrowOncePage')).ThrowOncePage }),
        },
        { path: '/_dev/toast', lazy: async () => ({ Component: (await import('./dev/ToastPage')).ToastPage }) },
        { path: '/_dev/tall', lazy: async () => ({ Component: (await import('./dev/TallPage')).TallPage }) },
        {
          path: '/_dev/bare',
          handle: { ownLayout: true },
          lazy: async () => ({ Component: (await import('./dev/BarePage')).BarePage }),
        },
      ]
    : []

/**
 * The app's routes. With `data`, a page's loader starts its data (routeModules' prefetchData)
 * and returns at once: the page renders as it loads, and its code and data download together.
 * The prerendered shells use no data.
 */
export function createRoutes(data?: RouteDataContext): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      // Shown for the instant the first page's code is still loading (it was prefetched at start).
      hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
      children: [
        {
          // Errors inside a page render here, inside the global layout: header and footer stay.
          errorElement: <RouteErrorScreen />,
          children: [
            ...pageRoutes.map(({ path, load, prefetchData }) => ({
              path,
              lazy: async () => ({ Component: await load() }),
              ...(data && prefetchData
                ? {
                    loader: ({ params }: { params: Params }) => {
                      prefetchData(params, data)
                      return null
                    },
                  }
                : {}),
            })),
            ...devRoutes,
            // Rare, so not in the first load.
            {
              path: '*',
              lazy: async () => ({ Component: (await import('@/pages/not-found/NotFoundPage')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ]
}
