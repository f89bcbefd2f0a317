import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { WATCH_INTERVAL_MS } from '@/config/constants'
import { isValidAddress } from '@/lib/address'
import { checkWhileOpen } from '@/lib/checkWhileOpen'
import { useNetwork } from '@/wallet/react'
import type { AnalyticEntry } from '../api/analytics'
import { offersArrived } from './offersArrived'
import { analyticsQueryOptions } from '../hooks/useAnalytics'
import { offersTo } from './useOffersReceived'

/**
 * Checks the offers to the owner's names while the app is open, on the watchlist's rhythm (at
 * once, every WATCH_INTERVAL_MS while visible, on focus). `onArrived` hears each offer posted
 * since the watcher started, once; the header badge reads the same query.
 */
export function useOfferWatcher(owner: string | null, onArrived: (offers: AnalyticEntry[]) => void): void {
  const { network } = useNetwork()
  const client = useQueryClient()
  const listen = useRef(onArrived)
  useEffect(() => {
    listen.current = onArrived
  })
  useEffect(() => {
    if (!owner || !isValidAddress(owner)) return
    let since = Date.now()
    let first = true
    return checkWhileOpen(
      async (stopped) => {
        // The first check takes what the badge has just asked (the app's staleTime); later ones
        // (staleTime 0) ask the service. Not retried: a failure backs the watcher off instead.
        const page = await client.fetchQuery({
          ...analyticsQueryOptions(network, offersTo(owner)),
          ...(first ? {} : { staleTime: 0 }),
          retry: false,
        })
        first = false
        if (stopped()) return
        const { arrived, newest } = offersArrived(page.entries, since)
        since = newest
        if (arrived.length) listen.current(arrived)
      },
      WATCH_INTERVAL_MS,
      'Offers',
    )
  }, [client, network, owner])
}
