import { useQuery } from '@tanstack/react-query'
import type { NetworkConfig, NetworkId } from '@/config/networks'
import { useNetwork } from '@/wallet/react'

/**
 * Their keys, under the name layer's ['nfd', network] like every other (a network switch or a
 * whole-network refresh covers them), but kept here: the shared keys load with the first page.
 */
const badgeKeys = {
  badges: (net: NetworkId, name: string) => ['nfd', net, 'badges', name] as const,
  donationsGiven: (net: NetworkId, name: string) => ['nfd', net, 'donationsGiven', name] as const,
  donors: (net: NetworkId, name: string) => ['nfd', net, 'donors', name] as const,
  donationCauses: (net: NetworkId) => ['nfd', net, 'donationCauses'] as const,
}

/** These reads load with the first of them: only a profile's badges section asks for them. */
const donationsApi = () => import('../api/donations')
type DonationsApi = Awaited<ReturnType<typeof donationsApi>>

/** One read of the donations API for the active network, keyed by `key`. */
function useDonationsRead<T>(
  key: (net: NetworkConfig) => readonly unknown[],
  read: (api: DonationsApi, net: NetworkConfig, signal: AbortSignal) => Promise<T>,
  staleTime?: number,
) {
  const { network } = useNetwork()
  return useQuery({
    queryKey: key(network),
    queryFn: async ({ signal }) => read(await donationsApi(), network, signal),
    staleTime,
  })
}

/** The name's badges, by kind. */
export function useBadges(name: string) {
  return useDonationsRead(
    (net) => badgeKeys.badges(net.id, name),
    (api, net, signal) => api.getBadges(net, name, signal),
  )
}

/** What the name's accounts gave to the tracked causes, by receiving address. */
export function useDonationsGiven(name: string) {
  return useDonationsRead(
    (net) => badgeKeys.donationsGiven(net.id, name),
    (api, net, signal) => api.getDonationsGiven(net, name, signal),
  )
}

/** The causes the service tracks: a short list that changes rarely, read once for every profile. */
export function useDonationCauses() {
  return useDonationsRead(
    (net) => badgeKeys.donationCauses(net.id),
    (api, net, signal) => api.getDonationCauses(net, signal),
    10 * 60_000,
  )
}

/** Who gave the most to a cause; null when the service says it tracks no cause by that name. */
export function useDonors(name: string) {
  return useDonationsRead(
    (net) => badgeKeys.donors(net.id, name),
    (api, net, signal) => api.getDonors(net, name, signal),
  )
}
