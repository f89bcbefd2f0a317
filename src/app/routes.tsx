import { matchPath, Outlet, Route, Routes } from 'react-router-dom'
import { RootLayout } from './RootLayout'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RoutePage } from './RoutePage'
import { loadPage, pageRoutes, type PageRoute, type RouteDataContext } from './routeModules'

/** Routes that exist only in the mock build, for the browser tests (a route that throws). */
const devRoutes: PageRoute[] =
  import.meta.env.VITE_NETWORK === 'mock'
    ? [
        { path: '/_dev/throw', load: () => import('./dev/ThrowingPage').then((m) => m.ThrowingPage) },
        { path: '/_dev/throw-once', load: () => import('./dev/ThrowOncePage').then((m) => m.ThrowOncePage) },
        { path: '/_dev/toast', load: () => import('./dev/ToastPage').then((m) => m.ToastPage) },
        { path: '/_dev/tall', load: () => import('./dev/TallPage').then((m) => m.TallPage) },
      ]
    : []

/** Mock build only: a route that renders its own layout instead of the global one. */
const ownLayoutRoutes: PageRoute[] =
  import.meta.env.VITE_NETWORK === 'mock'
    ? [{ path: '/_dev/bare', load: () => import('./dev/BarePage').then((m) => m.BarePage) }]
    : []

// Rare, so not in the first load.
const notFound: PageRoute = {
  path: '*',
  load: () => import('@/pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
}

/**
 * The page a path renders, its code and words loaded. Rendering after that makes the first commit
 * the page itself, not a wait: the prerendered shell is replaced by the page it pictures, never by
 * a blank screen in between. A failed load is the page's to show (its error screen).
 */
export function pageReady(pathname: string): Promise<void> {
  const route =
    [...ownLayoutRoutes, ...pageRoutes, ...devRoutes].find(({ path }) => matchPath(path, pathname)) ?? notFound
  return loadPage(route).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * The app's routes. With `data`, each navigation to a page starts its data (routeModules'
 * prefetchData) beside its code: the page renders as it loads. The prerendered shells use no data.
 * An error inside a page renders inside the global layout (header and footer stay); one in the
 * layout itself, outside it.
 */
export function AppRoutes({ data }: { data?: RouteDataContext }) {
  const page = (route: PageRoute) => (
    <Route key={route.path} path={route.path} element={<RoutePage route={route} data={data} />} />
  )
  return (
    <RouteErrorBoundary>
      <Routes>
        {ownLayoutRoutes.map(page)}
        <Route element={<RootLayout />}>
          <Route
            element={
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            }
          >
            {[...pageRoutes, ...devRoutes, notFound].map(page)}
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
