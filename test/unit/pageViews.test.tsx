// @vitest-environment jsdom
/**
 * Each page asks the API for a view that documents every field it reads: the page rendered from
 * the view it asks for is the same as rendered from the full records. And a list asks for no
 * more than it needs: from the next lighter view it would render less. A page that starts
 * reading a field its view does not carry, or a view changed to a lighter one, fails here.
 */
import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LookupView } from '@/names/api/types'
import { renderAt } from '@/testing/renderWithProviders'
import { server, TEST_ACCOUNT, withMockNetwork } from '@/testing/mockNetwork'
import { walletState } from '@/testing/walletStub'
import { AddressPage } from '@/pages/address/AddressPage'
import { HomePage } from '@/pages/home/HomePage'
import { MarketplacePage } from '@/pages/marketplace/MarketplacePage'
import { MyNamesPage } from '@/pages/my-names/MyNamesPage'
import { NamePage } from '@/pages/name/NamePage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()
// The clock stands still: an auction's price falls with time, and both renderings must match.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }))
afterEach(() => {
  vi.useRealTimers()
  walletState.activeAddress = null
  server.events.removeAllListeners()
})

type Forced = LookupView | 'asked'
const LIGHTER: Partial<Record<LookupView, LookupView>> = { full: 'brief', brief: 'thumbnail' }

interface PageCase {
  page: string
  url: string
  route: string
  element: ReactElement
  /** Shown once the page's data is in. */
  ready: string
  /** The view its name requests ask for. */
  view: LookupView
  /** A list: it must not ask for more than it reads. */
  list: boolean
}

const ADDRESS = TEST_ACCOUNT.address
const CASES: PageCase[] = [
  { page: 'home', url: '/', route: '/', element: <HomePage />, ready: 'name-card', view: 'brief', list: true },
  {
    page: 'marketplace (for sale)',
    url: '/marketplace',
    route: '/marketplace',
    element: <MarketplacePage />,
    ready: 'name-card',
    view: 'brief',
    list: true,
  },
  {
    page: 'marketplace (auctions)',
    url: '/marketplace?view=auction',
    route: '/marketplace',
    element: <MarketplacePage />,
    ready: 'name-card',
    view: 'full',
    list: true,
  },
  {
    page: 'marketplace (expiring)',
    url: '/marketplace?view=expiring',
    route: '/marketplace',
    element: <MarketplacePage />,
    ready: 'name-card',
    view: 'full',
    list: true,
  },
  {
    page: 'my names (portfolio)',
    url: '/my-names',
    route: '/my-names',
    element: <MyNamesPage />,
    ready: 'name-card',
    view: 'full',
    list: true,
  },
  {
    page: 'address (portfolio)',
    url: `/address/${ADDRESS}`,
    route: '/address/:address',
    element: <AddressPage />,
    ready: 'name-card',
    view: 'full',
    list: true,
  },
  {
    page: 'profile',
    url: '/name/alice.algo',
    route: '/name/:name',
    element: <NamePage />,
    ready: 'profile',
    view: 'full',
    list: false,
  },
]

/** Every name request is answered in `forced` instead of the view it asked for; returns the views asked. */
function serveViews(forced: Forced): LookupView[] {
  const asked: LookupView[] = []
  server.events.on('request:start', ({ request }) => {
    const view = new URL(request.url).searchParams.get('view') as LookupView | null
    if (view && request.headers.get('x-forced-view') === null) asked.push(view)
  })
  if (forced !== 'asked')
    server.use(
      http.get(/./, ({ request }) => {
        const url = new URL(request.url)
        if (!url.searchParams.has('view') || request.headers.has('x-forced-view')) return undefined
        url.searchParams.set('view', forced)
        return fetch(url, { headers: { 'x-forced-view': forced } })
      }),
    )
  return asked
}

/** The page's markup once its data is in and no request is left in flight. */
async function rendered(c: PageCase, forced: Forced): Promise<{ html: string; asked: LookupView[] }> {
  let inFlight = 0
  server.events.on('request:start', () => void (inFlight += 1))
  server.events.on('response:mocked', () => void (inFlight -= 1))
  const asked = serveViews(forced)
  walletState.activeAddress = ADDRESS
  const view = renderAt(c.url, { [c.route]: c.element })
  await screen.findAllByTestId(c.ready, {}, { timeout: 5000 })
  await waitFor(() => expect(inFlight).toBe(0))
  // Settled: lazy parts (a card, a footer) arrive a few tasks after the data; the page is read
  // once it has stopped changing.
  let last = ''
  await waitFor(async () => {
    const before = view.container.innerHTML
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))
    const now = view.container.innerHTML
    const stable = now === before && now === last
    last = now
    expect(stable).toBe(true)
  })
  // React's generated ids differ between two renders of the same thing.
  const html = view.container.innerHTML.replace(/_r_\w+_/g, '_r_')
  view.unmount()
  server.events.removeAllListeners()
  server.resetHandlers()
  return { html, asked }
}

/** Where two renderings part, to name the field in a failure. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i += 1
  return `…${a.slice(Math.max(0, i - 120), i + 80)}… vs …${b.slice(Math.max(0, i - 120), i + 80)}…`
}

describe('each page asks for a view that documents what it reads', () => {
  it.each(CASES.map((c) => [c.page, c] as const))(
    '%s',
    async (_page, c) => {
      const asked = await rendered(c, 'asked')
      expect(asked.asked).toContain(c.view)
      const full = await rendered(c, 'full')
      expect(asked.html, firstDifference(asked.html, full.html)).toBe(full.html)
      const lighter = LIGHTER[c.view]
      if (c.list && lighter) {
        const less = await rendered(c, lighter)
        expect(less.html).not.toBe(asked.html)
      }
      // Up to three full renders of a page, each read once it has settled.
    },
    20_000,
  )
})
