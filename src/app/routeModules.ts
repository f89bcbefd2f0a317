/**
 * The page modules, each loaded on demand. The router lazy-loads them and links prefetch them
 * (PrefetchLink) by matching their href against the same table: one source of truth.
 */
import { matchPath } from 'react-router-dom'
import type { ComponentType } from 'react'

interface PageRoute {
  path: string
  load: () => Promise<ComponentType>
}

export const pageRoutes: PageRoute[] = [
  { path: '/', load: () => import('@/pages/home/HomePage').then((m) => m.HomePage) },
  { path: '/name/:name', load: () => import('@/pages/name/NamePage').then((m) => m.NamePage) },
  { path: '/address/:address', load: () => import('@/pages/address/AddressPage').then((m) => m.AddressPage) },
  { path: '/my-names', load: () => import('@/pages/my-names/MyNamesPage').then((m) => m.MyNamesPage) },
  { path: '/marketplace', load: () => import('@/pages/marketplace/MarketplacePage').then((m) => m.MarketplacePage) },
]

const prefetched = new Set<string>()

/** Starts loading the code of the page an internal href leads to; once per route. */
export function prefetchRoute(href: string): void {
  const pathname = href.split(/[?#]/)[0] ?? href
  const route = pageRoutes.find((candidate) => matchPath(candidate.path, pathname))
  if (!route || prefetched.has(route.path)) return
  prefetched.add(route.path)
  route.load().catch(() => prefetched.delete(route.path))
}
