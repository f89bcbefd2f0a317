/** Gives every PrefetchLink the app's prefetchers: the route's code, and its data for the active network. */
import { useMemo, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LinkPrefetchContext, type LinkPrefetch } from '@/ui/linkPrefetch'
import { useNetwork } from '@/wallet/react'
import { prefetchRoute, prefetchRouteData } from './routeModules'

export function AppLinkPrefetch({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { network } = useNetwork()
  const prefetch = useMemo<LinkPrefetch>(
    () => ({
      code: prefetchRoute,
      data: (href) => prefetchRouteData(href, { queryClient, network: () => network }),
    }),
    [queryClient, network],
  )
  return <LinkPrefetchContext.Provider value={prefetch}>{children}</LinkPrefetchContext.Provider>
}
