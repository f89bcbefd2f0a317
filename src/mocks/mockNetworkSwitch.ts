/**
 * The mock network switch: the handlers answer the first mock chain's hosts, so a request to the
 * other chain's hosts enters that chain's world (the one left is kept as it was) and goes on
 * with the first chain's host. Hosts that belong to no chain (images, analytics) pass as they are.
 */
import { algodServerFor } from '@/algod/client'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import { MOCK_NETWORK_IDS, type MockNetworkId } from './mockNetworks'
import { createWorld, world, type World } from './world'

const originsOf = (id: MockNetworkId) => [
  new URL(apiBaseFor(NETWORKS[id])).origin,
  new URL(algodServerFor(NETWORKS[id]).server).origin,
]

const [CANONICAL_API, CANONICAL_ALGOD] = originsOf('mock') as [string, string]

/** origin -> its chain and the first chain's origin of the same service */
const ROUTES = new Map(
  MOCK_NETWORK_IDS.flatMap((id) => {
    const [api, algod] = originsOf(id) as [string, string]
    return [
      [api, { id, origin: CANONICAL_API }],
      [algod, { id, origin: CANONICAL_ALGOD }],
    ] as const
  }),
)

const parked = new Map<MockNetworkId, World>()

/** The other chains' worlds, as they were left (kept across a reload beside the current one). */
export function parkedWorlds(): World[] {
  return [...parked.values()]
}

/** Keeps a world of another chain for when the app goes back to it. */
export function parkWorld(other: World): void {
  if (other.network !== world.network) parked.set(other.network, other)
}

/** Every chain back to a new world when the app enters it (the reset of the mock network). */
export function forgetParkedWorlds(): void {
  parked.clear()
}

/** Makes `id`'s world the one the handlers see, creating it (with the same market setting) the first time. */
export function enterMockNetwork(id: MockNetworkId): void {
  if (world.network === id) return
  parked.set(world.network, { ...world })
  const next = parked.get(id) ?? createWorld(Date.now(), { network: id, generated: world.generated })
  parked.delete(id)
  Object.assign(world, next)
}

/** The request as the handlers answer it, after entering the world of the chain it was sent to. */
export async function routeToMockNetwork(request: Request): Promise<Request> {
  const url = new URL(request.url)
  const route = ROUTES.get(url.origin)
  if (!route) return request
  enterMockNetwork(route.id)
  if (route.origin === url.origin) return request
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
  return new Request(`${route.origin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
}
