// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import { apiBaseFor } from '@/names/api/http'
import { MARKETPLACE_PAGE_SIZE } from '@/names/search/marketplaceFilters'
import { renderAt } from '@/testing/renderWithProviders'
import { server, THIRD_ACCOUNT, withMockNetwork, world } from '@/testing/mockNetwork'
import { MarketplacePage } from './MarketplacePage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()
afterEach(() => locale.set('en'))

const open = (query = '') => renderAt(`/marketplace${query}`, { '/marketplace': <MarketplacePage /> })

/** The search answers one name and this total, as a long result's first page. */
function answerTotal(total: number) {
  server.use(
    http.get(`${apiBaseFor(NETWORKS.mock)}/nfd/v2/search`, () =>
      HttpResponse.json({ nfds: [{ name: 'n0.algo', state: 'forSale', sellAmount: 1_000_000 }], total }),
    ),
  )
}

describe('MarketplacePage', () => {
  it('asks the API for what the URL says, and a filter click updates both', async () => {
    const asked: URLSearchParams[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/nfd/v2/search')) asked.push(url.searchParams)
    })
    const user = userEvent.setup()
    open('?min=20&sort=priceDesc')
    const cards = await screen.findAllByTestId('name-card')
    expect(cards.map((c) => c.dataset.name)).toEqual(['market.algo', 'forsale.algo'])
    expect(asked[0]?.get('minPrice')).toBe('20000000')
    expect(asked[0]?.get('sort')).toBe('priceDesc')
    expect(asked[0]?.getAll('state')).toEqual(['forSale'])

    await user.click(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByTestId('filter-category-curated'),
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/marketplace?category=curated&min=20&sort=priceDesc')
    await waitFor(() => expect(screen.getAllByTestId('name-card').map((c) => c.dataset.name)).toEqual(['market.algo']))
    expect(asked.at(-1)?.getAll('category')).toEqual(['curated'])
    server.events.removeAllListeners()
  })

  it('pages through a long result', async () => {
    const offsets: string[] = []
    server.use(
      http.get(`${apiBaseFor(NETWORKS.mock)}/nfd/v2/search`, ({ request }) => {
        const q = new URL(request.url).searchParams
        offsets.push(q.get('offset') ?? '')
        const start = Number(q.get('offset'))
        const nfds = Array.from({ length: MARKETPLACE_PAGE_SIZE }, (_, i) => ({
          name: `n${start + i}.algo`,
          state: 'forSale',
          sellAmount: 1_000_000,
        }))
        return HttpResponse.json({ nfds, total: MARKETPLACE_PAGE_SIZE * 2 + 1 })
      }),
    )
    const user = userEvent.setup()
    open()
    const pager = await screen.findByTestId('pager')
    expect(pager).toHaveTextContent('Page 1 of 3')
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/marketplace?page=2')
    await waitFor(() => expect(screen.getByTestId('pager')).toHaveTextContent('Page 2 of 3'))
    await waitFor(() =>
      expect(screen.getAllByTestId('name-card')[0]).toHaveAttribute('data-name', `n${MARKETPLACE_PAGE_SIZE}.algo`),
    )
    expect(offsets).toEqual(['0', String(MARKETPLACE_PAGE_SIZE)])
  })

  it('a private sale (listed for one buyer) is not a public listing', async () => {
    const asked: URLSearchParams[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/nfd/v2/search')) asked.push(url.searchParams)
    })
    const forsale = world.names.get('forsale.algo')!
    world.names.set('privatesale.algo', { ...forsale, name: 'privatesale.algo', reservedFor: THIRD_ACCOUNT.address })
    open()
    const cards = await screen.findAllByTestId('name-card')
    expect(cards.map((c) => c.dataset.name)).toContain('forsale.algo')
    expect(cards.map((c) => c.dataset.name)).not.toContain('privatesale.algo')
    expect(asked[0]?.get('excludeUserReserved')).toBe('true')
    server.events.removeAllListeners()
  })

  it('an empty result says so', async () => {
    open('?traits=emoji')
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No names match these filters')
  })

  it("counts in the chosen language: its plural, its digits, and the page's words change in place", async () => {
    answerTotal(1)
    const first = open()
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent(/^1 name for sale$/))
    first.unmount()

    answerTotal(12_345)
    open()
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('12,345 names for sale'))
    await act(() => chooseLocale('es'))
    expect(screen.getByTestId('result-count')).toHaveTextContent('12.345 nombres en venta')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mercado')
    expect(screen.getByTestId('pager')).toHaveTextContent('Página 1 de 515')
  })
})
