// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { formatDateTime } from '@/lib/formatDate'
import { apiBaseFor } from '@/names/api/http'
import {
  addSegments,
  clearFaults,
  isAtMockRate,
  server,
  setFault,
  withMockNetwork,
  world,
  XSS_BIO,
} from '@/testing/mockNetwork'
import { renderAt } from '@/testing/renderWithProviders'
import { createTestQueryClient } from '@/testing/queryClient'
import { getName } from '@/names/api/getName'
import { nfdKeys } from '@/names/hooks/queryKeys'
import { NamePage } from './NamePage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const open = (name: string) => renderAt(`/name/${name}`, { '/name/:name': <NamePage /> })

describe('NamePage offline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('a profile kept from an earlier visit shows at once with its age; back online the note goes by itself', async () => {
    const record = await getName(NETWORKS.mock, 'bob.algo', 'full')
    const client = createTestQueryClient()
    client.setQueryData(nfdKeys.name('mock', 'bob.algo', 'full'), record, { updatedAt: Date.now() - 3 * 3_600_000 })
    onlineManager.setOnline(false)
    renderAt('/name/bob.algo', { '/name/:name': <NamePage /> }, { client })
    expect(await screen.findByTestId('profile')).toBeInTheDocument()
    expect(screen.getByTestId('data-age')).toHaveTextContent(
      'Offline: this profile as of 3 hours ago. Buying, selling and signing need a connection.',
    )
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.queryByTestId('data-age')).toBeNull())
    expect(screen.getByTestId('profile')).toBeInTheDocument()
  })

  it('a name not kept says at once that it waits for the connection, not a skeleton; it loads when that returns', async () => {
    onlineManager.setOnline(false)
    open('bob.algo')
    expect(await screen.findByTestId('profile-offline')).toHaveTextContent(
      'You are offline, and this device has not kept bob.algo from an earlier visit: its profile loads when the connection returns.',
    )
    expect(screen.queryByTestId('skeleton')).toBeNull()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByTestId('profile')).toBeInTheDocument()
    expect(screen.queryByTestId('profile-offline')).toBeNull()
  })
})

describe('NamePage', () => {
  it('shows script injection as text: no javascript: link, no injected element', async () => {
    const { container } = open('xss.algo')
    expect(await screen.findByTestId('profile-bio')).toHaveTextContent(XSS_BIO)
    expect(screen.getByTestId('display-name')).toHaveTextContent('<img src=x onerror=alert(1)>')
    const links = screen.getByTestId('profile-links')
    expect(links).toHaveTextContent('javascript:alert(document.cookie)')
    expect(within(links).queryAllByRole('link')).toHaveLength(0)
    expect(container.querySelectorAll('a[href^="javascript:" i], script, img[src="x"]')).toHaveLength(0)
    expect(within(screen.getByTestId('profile')).getAllByTestId('avatar-placeholder')[0]).toBeInTheDocument()
  })

  it("lists all of a root's segments, 12 a page", async () => {
    addSegments('alice.algo', 15)
    open('alice.algo')
    const grid = await screen.findByRole('list', { name: 'segments of alice.algo' })
    await waitFor(() => expect(within(grid).getAllByTestId('name-card')).toHaveLength(12))
    expect(screen.getByTestId('segments-range')).toHaveTextContent('1–12 of 17')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.getByTestId('segments-range')).toHaveTextContent('13–17 of 17'))
    await waitFor(() => expect(within(grid).getAllByTestId('name-card')).toHaveLength(5))
    expect(within(grid).getByText('shop.alice.algo')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    // A jump back to page 1, then a search by the segment's first letters, through the API.
    await userEvent.selectOptions(screen.getByTestId('segments-page'), '1')
    await waitFor(() => expect(screen.getByTestId('segments-range')).toHaveTextContent('1–12 of 17'))
    await userEvent.type(screen.getByTestId('segment-prefix'), 'sho')
    await waitFor(() => expect(within(grid).getAllByTestId('name-card')).toHaveLength(1))
    expect(within(grid).getByText('shop.alice.algo')).toBeInTheDocument()
  })

  it('a held name links to its payment request; a name for sale has none', async () => {
    const held = open('bob.algo')
    expect(await screen.findByTestId('pay-link')).toHaveAttribute('href', '/pay/bob.algo')
    expect(screen.getByTestId('pay-link')).toHaveTextContent('Pay bob.algo')
    held.unmount()
    open('forsale.algo')
    await screen.findByTestId('sale-price')
    expect(screen.queryByTestId('pay-link')).toBeNull()
  })

  it('marks verified and unverified data apart', async () => {
    open('bob.algo')
    const socials = await screen.findByTestId('profile-socials')
    expect(socials.querySelector('[data-field="github"] [data-verified]')).toHaveAttribute('data-verified', 'true')
    expect(socials.querySelector('[data-field="twitter"] [data-verified]')).toHaveAttribute('data-verified', 'false')
  })

  it('an unknown name is available with its price', async () => {
    open('nobodyhasthis42.algo')
    expect(await screen.findByTestId('profile-available')).toBeInTheDocument()
    expect(await screen.findByTestId('quote')).toHaveTextContent(/ALGO\s*≈ \$[\d.]+\s*for 1 year/)
    expect(isAtMockRate(screen.getByTestId('quote').textContent ?? '')).toBe(true)
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument()
  })

  it('a failing API gives an error state with Retry, which recovers', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/alice.algo' })
    const user = userEvent.setup()
    open('alice.algo')
    const error = await screen.findByTestId('error-state')
    expect(error).toHaveTextContent('Could not load alice.algo')
    clearFaults()
    await user.click(within(error).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('alice.algo')
  })

  it('an emoji name the API knows opens its profile, encoded or not', async () => {
    open('\u{1F525}.algo')
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('\u{1F525}.algo')
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('An emoji name.')
  })

  it('an emoji name the API does not know is absent, never offered to mint', async () => {
    open('\u{1F9CA}.algo')
    expect(await screen.findByTestId('unknown-name')).toHaveTextContent('no name by this spelling')
    expect(screen.queryByTestId('profile-available')).not.toBeInTheDocument()
  })

  it('a name that hides what it is (a bidi override) is not opened', () => {
    open('evil\u202Egpj.algo')
    expect(screen.getByTestId('invalid-name')).toBeInTheDocument()
  })

  it("an open root's segment shows its price: the root owner's price plus the segment fee", async () => {
    // alice.algo lets anyone mint its segments at $5.00; the fee is $5: $10 a year.
    open('new.alice.algo')
    const available = await screen.findByTestId('profile-available')
    await waitFor(() => expect(available).toHaveAttribute('data-segment-mint', 'open'))
    expect(available).toHaveTextContent('lets anyone mint its segments')
    const quote = await screen.findByTestId('quote')
    expect(isAtMockRate(quote.textContent ?? '')).toBe(true)
    expect(quote.textContent).toMatch(/≈ \$10\.\d\d/)
  })

  it('a locked root: its segment is not offered to mint to anyone else', async () => {
    open('new.bob.algo')
    expect(await screen.findByTestId('segment-locked')).toHaveTextContent('Only the owner of bob.algo')
    expect(screen.getByTestId('profile-available')).toHaveAttribute('data-segment-mint', 'closed')
    expect(screen.queryByTestId('quote')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /mint/i })).not.toBeInTheDocument()
  })

  it('a website link shows its parsed host (punycode for lookalike letters), not the raw text', async () => {
    const alice = world.names.get('alice.algo')!
    alice.properties!.userDefined = { website: 'https://\u0430pple.com/login', name: 'Al\u202Eice' }
    open('alice.algo')
    const links = await screen.findByTestId('profile-links')
    const link = within(links).getByRole('link')
    expect(link).toHaveTextContent(/^xn--pple-43d\.com$/)
    expect(link).toHaveAttribute('href', 'https://xn--pple-43d.com/login')
    // Outside text sits in its own bidi island, its direction overrides stripped.
    const display = screen.getByTestId('display-name')
    expect(display.querySelector('bdi')).toHaveTextContent(/^Alice$/)
    expect(screen.getByTestId('profile-name').querySelector('bdi')).toHaveTextContent('alice.algo')
  })

  it('a banner that fails to load shows the placeholder', async () => {
    open('alice.algo')
    const banner = await screen.findByTestId('banner')
    fireEvent.error(banner)
    expect(await screen.findByTestId('banner-placeholder')).toBeInTheDocument()
    expect(screen.queryByTestId('banner')).not.toBeInTheDocument()
  })

  it('an unusable reply is an error state with Retry, not a crash', async () => {
    server.use(http.get(`${apiBaseFor(NETWORKS.mock)}/nfd/alice.algo`, () => HttpResponse.json(['not a record'])))
    open('alice.algo')
    const error = await screen.findByTestId('error-state')
    expect(error).toHaveTextContent('The name service sent an unreadable reply')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('asks for the recent activity alongside the record, not after it', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    try {
      // The record fails, so the page never renders its activity section; the activity is asked for anyway.
      setFault({ kind: '500', target: 'api', path: '/nfd/alice.algo' })
      open('alice.algo')
      expect(await screen.findByTestId('error-state')).toBeInTheDocument()
      expect(asked).toContain('/nfd/alice.algo')
      expect(asked).toContain('/nfd/activity')
      expect(screen.queryByText('Recent activity')).not.toBeInTheDocument()
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })

  it("dates an expired name's auction by the chain's expiry, not the service's", async () => {
    const record = world.names.get('expired.algo')!
    const chainExpiry = Math.floor(Date.parse(record.timeExpires!) / 1000) * 1000
    // The service says it expired two days later than the contract does.
    const later = new Date(chainExpiry + 2 * 86_400_000).toISOString()
    server.use(
      http.get(`${apiBaseFor(NETWORKS.mock)}/nfd/expired.algo`, () =>
        HttpResponse.json({ ...record, timeExpires: later }),
      ),
    )
    open('expired.algo')
    expect(await screen.findByTestId('auction-status')).toHaveTextContent(
      new RegExp(
        `^In an auction until ${formatDateTime(chainExpiry + 28 * 86_400_000)}: take it over now for [\\d,.]+ ALGO, or wait while the price falls$`,
      ),
    )
  })

  it('sends other spellings to the canonical address and explains a bad name', async () => {
    open('Alice')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/name/alice.algo'))
    open('a.b.c.algo')
    expect(screen.getByTestId('invalid-name')).toHaveTextContent(/only one segment/i)
  })
})
