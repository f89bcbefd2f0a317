// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { applicationAddress } from '@/lib/address'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { setFault, TEST_ACCOUNT, withMockNetwork, world } from '@/testing/mockNetwork'
import { OffersMade } from './OffersMade'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const ME = TEST_ACCOUNT.address
const rows = () => screen.getAllByTestId('offer-made')
const show = (buyer: string = ME) => renderWithProviders(<OffersMade buyer={buyer} />, { url: '/my-names' })
const statusOf = (row: HTMLElement) => [row.dataset.name, row.dataset.status]

describe('OffersMade', () => {
  it('lists each offer with its amount, when, and whether it is still open', async () => {
    show()
    expect(screen.getByTestId('skeleton')).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(5))
    expect(rows().map(statusOf)).toEqual([
      ['rnarket.algo', 'open'],
      ['market.algo', 'open'],
      ['rnarket.algo', 'replaced'],
      ['bob.algo', 'ownerChanged'],
      ['legacy.algo', 'yours'],
    ])
    const first = rows()[0]!
    expect(within(first).getByRole('link', { name: 'rnarket.algo' })).toHaveAttribute('href', '/name/rnarket.algo')
    expect(first).toHaveTextContent('30 ALGO')
    expect(first).toHaveTextContent('≈ $7.50')
    expect(first).toHaveTextContent('3 days ago')
    expect(within(first).getByTestId('offer-status')).toHaveTextContent('Open')
    expect(rows()[1]).toHaveTextContent('Open · escrowed')
    expect(rows()[2]).toHaveTextContent('Replaced by your later offer')
    expect(rows()[3]).toHaveTextContent('Closed: the name changed hands')
  })

  it('an offer the owner listed the name for reads as accepted', async () => {
    Object.assign(world.names.get('rnarket.algo')!, { state: 'forSale', reservedFor: ME, sellAmount: 30_000_000 })
    show()
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-status', 'accepted'))
    expect(rows()[0]).toHaveTextContent('Accepted: listed for you to buy')
  })

  it('a bad record is dropped alone', async () => {
    setFault({ kind: 'badRecord', target: 'api', path: '/nfd/analytics', record: { price: 'lots', data: {} } })
    show()
    await waitFor(() => expect(rows()).toHaveLength(5))
  })

  it('shows a page at a time, then the next on Show more', async () => {
    const [template] = world.analytics.filter((r) => r.data?.buyer === ME && r.data.name === 'bob.algo')
    for (let i = 0; i < 30; i++)
      world.analytics.push({
        ...template!,
        timestamp: new Date(Date.parse('2020-01-01T00:00:00Z') - i * 60_000).toISOString(),
        data: { ...template!.data, name: `old${i}.algo` },
      })
    const user = userEvent.setup()
    show()
    await waitFor(() => expect(rows()).toHaveLength(20))
    const more = screen.getByTestId('more-offers-made')
    expect(more).toHaveTextContent('Show more (20 of 35)')
    await user.click(more)
    await waitFor(() => expect(rows()).toHaveLength(35))
    expect(screen.queryByTestId('more-offers-made')).not.toBeInTheDocument()
  })

  it('an account without offers says so', async () => {
    show(applicationAddress(1))
    expect(await screen.findByText('No offers made')).toBeInTheDocument()
  })

  it('a failed load offers Retry, which loads the list', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/analytics', times: 1 })
    const user = userEvent.setup()
    show()
    const retry = await screen.findByTestId('retry')
    expect(screen.queryByTestId('offer-made')).not.toBeInTheDocument()
    await user.click(retry)
    await waitFor(() => expect(rows()).toHaveLength(5))
  })
})
