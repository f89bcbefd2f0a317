/**
 * The page each page most often leads to, loaded when the browser is idle after it shows
 * (useLikelyNextPrefetch), and nothing else: links load their own page on intent (PrefetchLink).
 * Not at all with Save-Data or on 2G (prefetchAllowed). Its own chunk: nothing here is needed
 * before the first page has shown.
 */
import { matchPath } from 'react-router-dom'
import { browserConnection, prefetchAllowed } from '@/lib/prefetchAllowed'
import { prefetchRoute } from './routeModules'

/** An href of the profile route: its page's code is the same for every name. */
const A_PROFILE = '/name/_'

/** Search results, lists of names and an address's names all lead to a profile. */
const LEADS_TO: Record<string, string> = {
  '/': A_PROFILE,
  '/address/:address': A_PROFILE,
  '/my-names': A_PROFILE,
  '/watchlist': A_PROFILE,
  '/marketplace': A_PROFILE,
}

export function prefetchLikelyNext(pathname: string): void {
  if (!prefetchAllowed(browserConnection())) return
  const from = Object.keys(LEADS_TO).find((path) => matchPath(path, pathname))
  if (from) prefetchRoute(LEADS_TO[from]!)
}
