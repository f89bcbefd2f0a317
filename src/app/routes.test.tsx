// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { createMemoryRouter, type RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { nfdKeys } from '@/names/hooks/queryKeys'
import { createTestQueryClient } from '@/testing/queryClient'
import { createRoutes } from './routes'
import { routerReady } from './routerReady'

withMockNetwork()

const routers: { dispose(): void }[] = []
afterEach(() => routers.splice(0).forEach((router) => router.dispose()))

/** A router at `path` with the app's routes, never rendered: what it loads, its loaders asked for. */
async function enter(path: string) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(createRoutes({ queryClient, network: () => NETWORKS.mock }), {
    initialEntries: [path],
  })
  routers.push(router)
  await routerReady(router)
  return queryClient
}

function loaders(routes: RouteObject[]): unknown[] {
  return routes.flatMap((route) => [...(route.loader ? [route.loader] : []), ...loaders(route.children ?? [])])
}

describe('createRoutes', () => {
  it("starts a profile's record and recent activity on entering the route, with nothing rendered", async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    try {
      const queryClient = await enter('/name/alice.algo')
      await waitFor(() =>
        expect(queryClient.getQueryData(nfdKeys.name('mock', 'alice.algo', 'full'))).toMatchObject({
          name: 'alice.algo',
        }),
      )
      await waitFor(() =>
        expect(queryClient.getQueryData(nfdKeys.activity('mock', ['alice.algo'], RECENT_ACTIVITY))).toBeInstanceOf(
          Array,
        ),
      )
      expect(asked).toEqual(expect.arrayContaining(['/nfd/alice.algo', '/nfd/activity']))
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })

  it('asks for nothing for a spelling the page redirects or a name it rejects', async () => {
    for (const path of ['/name/Alice', '/name/alice', '/name/not valid!']) {
      const queryClient = await enter(path)
      expect(queryClient.getQueryCache().getAll(), path).toHaveLength(0)
    }
  })

  it('asks for nothing on pages whose data is not in the URL alone', async () => {
    const queryClient = await enter('/marketplace')
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('has no loaders without a data context (the prerendered shells)', () => {
    expect(loaders(createRoutes())).toHaveLength(0)
    expect(loaders(createRoutes({ queryClient: createTestQueryClient(), network: () => NETWORKS.mock }))).toHaveLength(
      1,
    )
  })
})
