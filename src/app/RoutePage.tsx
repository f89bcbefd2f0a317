import { use, useMemo } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { loadedPage, loadPage, type PageRoute, type RouteDataContext } from './routeModules'

/**
 * A route's page, its code loaded on demand. Until the code is there the render suspends, and as
 * navigations are transitions the page on screen stays until the next one is ready. With `data`,
 * each navigation to the route starts the page's data (prefetchData) during the render, beside its
 * code: an effect would wait for the code. A prefetch of data still fresh asks for nothing.
 */
export function RoutePage({ route, data }: { route: PageRoute; data?: RouteDataContext | undefined }) {
  const params = useParams()
  const { key } = useLocation()
  // Once per navigation (the location's key), as a data router's loader would run.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params change only with the location
  useMemo(() => data && route.prefetchData?.(params, data), [key, route, data])
  const Page = loadedPage(route) ?? use(loadPage(route))
  return <Page />
}
