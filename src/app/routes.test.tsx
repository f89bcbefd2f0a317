// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { nfdKeys } from '@/names/hooks/queryKeys'
import { createTestQueryClient } from '@/testing/queryClient'
import { renderAt } from '@/testing/renderWithProviders'
import { pageRoutes, type PageRoute } from './routeModules'
import { RoutePage } from './RoutePage'

withMockNetwork()

const asked: string[] = []
const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
server.events.on('request:start', listen)
afterEach(() => {
  cleanup()
  asked.splice(0)
})

/** The app's route at `path` with a stand-in page: what entering it asks for is the route's own. */
function routeAt(path: string): PageRoute {
  const route = pageRoutes.find((page) => page.path === path)!
  return { ...route, load: async () => () => <p>the page</p> }
}

/** Enters `url` on `route`'s page; with `data` unless told otherwise. */
async function enter(url: string, route: PageRoute, { withData = true } = {}) {
  const client = createTestQueryClient()
  const data = withData ? { queryClient: client, network: () => NETWORKS.mock } : undefined
  // The app's navigations are transitions that keep the last page; a test's render waits here instead.
  const page = (
    <Suspense>
      <RoutePage route={route} data={data} />
    </Suspense>
  )
  // Awaited: React retries a suspended render inside an act scope only when the act is awaited.
  await act(async () => void renderAt(url, { [route.path]: page }, { client }))
  await screen.findByText('the page')
  return client
}

describe('RoutePage', () => {
  it("starts a profile's record and recent activity on entering the route", async () => {
    const client = await enter('/name/alice.algo', routeAt('/name/:name'))
    await waitFor(() =>
      expect(client.getQueryData(nfdKeys.name('mock', 'alice.algo', 'full'))).toMatchObject({ name: 'alice.algo' }),
    )
    await waitFor(() =>
      expect(client.getQueryData(nfdKeys.activity('mock', ['alice.algo'], RECENT_ACTIVITY))).toBeInstanceOf(Array),
    )
    expect(asked).toEqual(expect.arrayContaining(['/nfd/alice.algo', '/nfd/activity']))
  })

  it('asks for nothing for a spelling the page redirects or a name it rejects', async () => {
    for (const url of ['/name/Alice', '/name/alice', '/name/not valid!']) {
      const client = await enter(url, routeAt('/name/:name'))
      expect(client.getQueryCache().getAll(), url).toHaveLength(0)
      cleanup()
    }
  })

  it('asks for nothing on pages whose data is not in the URL alone', async () => {
    const client = await enter('/marketplace', routeAt('/marketplace'))
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })

  it('starts no data without a data context (the prerendered shells)', async () => {
    const client = await enter('/name/alice.algo', routeAt('/name/:name'), { withData: false })
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(asked).toEqual([])
  })
})
