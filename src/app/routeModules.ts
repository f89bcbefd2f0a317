/**
 * The page modules, each loaded on demand. The routes load them (RoutePage) and links prefetch them
 * (PrefetchLink) by matching their href against the same table: one source of truth. A page
 * whose data depends only on its URL also names that data, which the router starts loading
 * beside the page's code.
 */
import { matchPath, type Params } from 'react-router-dom'
import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'

/** What a page's data prefetch needs: the app's cache and the active network. */
export interface RouteDataContext {
  queryClient: QueryClient
  network(): NetworkConfig
}

export interface PageRoute {
  path: string
  load: () => Promise<ComponentType>
  prefetchData?: (params: Params, context: RouteDataContext) => void
}

export const pageRoutes: PageRoute[] = [
  { path: '/', load: () => import('@/pages/home/HomePage').then((m) => m.HomePage) },
  {
    path: '/name/:name',
    load: () => import('@/pages/name/NamePage').then((m) => m.NamePage),
    prefetchData: ({ name = '' }, { queryClient, network }) =>
      void import('@/names/hooks/prefetchProfile').then((m) => m.prefetchProfile(queryClient, network(), name)),
  },
  { path: '/pay/:name', load: () => import('@/pages/pay/PayPage').then((m) => m.PayPage) },
  { path: '/address/:address', load: () => import('@/pages/address/AddressPage').then((m) => m.AddressPage) },
  { path: '/my-names', load: () => import('@/pages/my-names/MyNamesPage').then((m) => m.MyNamesPage) },
  { path: '/watchlist', load: () => import('@/pages/watchlist/WatchlistPage').then((m) => m.WatchlistPage) },
  { path: '/marketplace', load: () => import('@/pages/marketplace/MarketplacePage').then((m) => m.MarketplacePage) },
  { path: '/stats', load: () => import('@/pages/stats/StatsPage').then((m) => m.StatsPage) },
]

const loading = new Map<string, Promise<ComponentType>>()
const loaded = new Map<string, ComponentType>()

/** A page's code: loaded once, and again after a failure. */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  let page = loading.get(route.path)
  if (!page) {
    page = route.load()
    loading.set(route.path, page)
    page.then(
      (component) => loaded.set(route.path, component),
      () => loading.delete(route.path),
    )
  }
  return page
}

/** The page's component once its code has loaded, so a render needs not wait a turn for it. */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return loaded.get(route.path)
}

/** The page route an internal href leads to, with its params. */
function routeOf(href: string): { route: PageRoute; params: Params } | null {
  const pathname = href.split(/[?#]/)[0] ?? href
  for (const route of pageRoutes) {
    const match = matchPath(route.path, pathname)
    if (match) return { route, params: match.params }
  }
  return null
}

/** Starts loading the code of the page an internal href leads to; once per route. */
export function prefetchRoute(href: string): void {
  const route = routeOf(href)?.route
  if (route) loadPage(route).catch(() => undefined)
}

/**
 * Starts the data of the page an internal href leads to, when that page names it (prefetchData).
 * For intent (hover, focus), not for every link in view: the cache keeps what is still fresh.
 */
export function prefetchRouteData(href: string, context: RouteDataContext): void {
  const found = routeOf(href)
  found?.route.prefetchData?.(found.params, context)
}
