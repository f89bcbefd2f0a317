import { useQuery } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { useNetwork } from '@/wallet/react'
import { nfdKeys } from '../hooks/queryKeys'

/** These reads load with the first of them: only a profile's badges section asks for them. */
const donationsApi = () => import('../api/donations')
type DonationsApi = Awaited<ReturnType<typeof donationsApi>>

/** One read of the donations API for the active network, keyed by `key`. */
function useDonationsRead<T>(
  key: (net: NetworkConfig) => readonly unknown[],
  read: (api: DonationsApi, net: NetworkConfig, signal: AbortSignal) => Promise<T>,
) {
  const { network } = useNetwork()
  return useQuery({
    queryKey: key(network),
    queryFn: async ({ signal }) => read(await donationsApi(), network, signal),
  })
}

/** The name's badges, by kind. */
export function useBadges(name: string) {
  return useDonationsRead(
    (net) => nfdKeys.badges(net.id, name),
    (api, net, signal) => api.getBadges(net, name, signal),
  )
}

/** What the name's accounts gave to the tracked causes, by receiving address. */
export function useDonationsGiven(name: string) {
  return useDonationsRead(
    (net) => nfdKeys.donationsGiven(net.id, name),
    (api, net, signal) => api.getDonationsGiven(net, name, signal),
  )
}

/** Who gave the most to the name; null when the name is not a tracked cause. */
export function useDonors(name: string) {
  return useDonationsRead(
    (net) => nfdKeys.donors(net.id, name),
    (api, net, signal) => api.getDonors(net, name, signal),
  )
}
