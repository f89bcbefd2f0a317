/**
 * What a link may start before it is followed: its page's code, and its page's data. The app
 * fills these in (it knows the routes and the data they read); without a provider, links
 * prefetch nothing.
 */
import { createContext, useContext } from 'react'

export interface LinkPrefetch {
  /** The code of the page at this address. */
  code(href: string): void
  /** The data the page at this address shows first, when its address says what that is. */
  data(href: string): void
}

const NOTHING: LinkPrefetch = { code: () => undefined, data: () => undefined }

export const LinkPrefetchContext = createContext<LinkPrefetch>(NOTHING)

export function useLinkPrefetch(): LinkPrefetch {
  return useContext(LinkPrefetchContext)
}
