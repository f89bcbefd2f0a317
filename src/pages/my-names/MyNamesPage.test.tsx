import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '@/testing/renderWithProviders'
import { TEST_ACCOUNT, withMockNetwork } from '@/testing/mockNetwork'
import { walletState } from '@/testing/walletStub'
import { MyNamesPage } from './MyNamesPage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()
afterEach(() => {
  walletState.activeAddress = null
})

const open = (query = '') => renderAt(`/my-names${query}`, { '/my-names': <MyNamesPage /> })

describe('MyNamesPage', () => {
  it('without a wallet: says so and offers to connect, in place', () => {
    open()
    const prompt = screen.getByTestId('connect-prompt')
    expect(prompt).toHaveTextContent('Connect a wallet to see your names')
    expect(within(prompt).getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
  })

  it('with a wallet: its names, the expiry warning under 30 days, sort and filter', async () => {
    walletState.activeAddress = TEST_ACCOUNT.address
    const user = userEvent.setup()
    open()
    const grid = await screen.findByRole('list', { name: 'owned names' })
    const names = () =>
      within(grid)
        .getAllByTestId('name-card')
        .map((card) => card.dataset.name)
    expect(names()).toEqual(expect.arrayContaining(['alice.algo', 'pay.alice.algo', 'soon.algo', 'cheap.algo']))
    expect(names()).toEqual([...names()].sort())
    const warnings = within(grid).getAllByTestId('expiry-warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.closest('[data-name]')).toHaveAttribute('data-name', 'soon.algo')

    await user.selectOptions(screen.getByTestId('portfolio-sort'), 'expiry')
    expect(names()[0]).toBe('soon.algo')
    expect(screen.getByTestId('location')).toHaveTextContent('/my-names?sort=expiry')
    await user.selectOptions(screen.getByTestId('portfolio-filter'), 'forSale')
    expect(names()).toEqual(['cheap.algo'])
  })
})
