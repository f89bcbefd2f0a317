/**
 * Test kit of the name pages' component tests: render a page inside a router and a query client
 * (no retries) at a URL, and read back where the app navigated. Tests mock '@/wallet/react'
 * themselves (vi.mock is hoisted per file) with `walletStub`. It also hands page tests the
 * mock network (pages' own code may not import src/mocks: the lint rule keeps it out).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { NETWORKS } from '@/config/networks'
import { buildRecord } from '@/mocks/fixtures/names'
import { world } from '@/mocks/world'

export { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
export { world } from '@/mocks/world'
export { clearFaults, setFault } from '@/mocks/faults'
export { XSS_BIO } from '@/mocks/fixtures/names'
export { isAtMockRate } from '@/mocks/pricing'
export { server } from '@/mocks/node'
export { withMockNetwork } from '@/mocks/testkit'

export const walletState = { activeAddress: null as string | null }

/** What '@/wallet/react' gives the pages in tests: the mock network, an optional address. */
export const walletStub = {
  useNetwork: () => ({ network: NETWORKS.mock, networks: ['mock'], setNetwork: async () => {} }),
  useWallet: () => ({
    activeAddress: walletState.activeAddress,
    activeAccount: null,
    isResuming: false,
    wallets: [],
  }),
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

export function renderAt(url: string, routes: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Mints `count` more segments of `rootName` in the mock world (s00, s01, ...), owned by the root's owner. */
export function addSegments(rootName: string, count: number): void {
  const root = world.names.get(rootName)
  if (!root?.appID || !root.owner) throw new Error(`${rootName} is not a minted root`)
  for (let i = 0; i < count; i += 1) {
    const name = `s${String(i).padStart(2, '0')}.${rootName}`
    const spec = { name, appID: 930_001 + 2 * i, owner: root.owner, state: 'owned' as const }
    world.names.set(
      name,
      buildRecord({ ...spec, parentAppID: root.appID, expiresInDays: 100, createdDaysAgo: 1 }, Date.now()),
    )
  }
}
