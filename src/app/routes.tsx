import type { RouteObject } from 'react-router-dom'
import { NotFoundPage } from '@/pages/not-found/NotFoundPage'
import { RouteErrorScreen } from './ErrorScreen'
import { RootLayout } from './RootLayout'
import { pageRoutes } from './routeModules'

/** Routes that exist only in the mock build, for the browser tests (a route that throws). */
const devRoutes: RouteObject[] =
  import.meta.env.VITE_NETWORK === 'mock'
    ? [
        {
          path: '/_dev/throw',
          lazy: async () => ({ Component: (await import('./dev/ThrowingPage')).ThrowingPage }),
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

export const routes: RouteObject[] = [
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
          ...pageRoutes.map(({ path, load }) => ({ path, lazy: async () => ({ Component: await load() }) })),
          ...devRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
