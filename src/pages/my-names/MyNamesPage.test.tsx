// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '@/testing/renderWithProviders'
import { OTHER_ACCOUNT, TEST_ACCOUNT, withMockNetwork, world } from '@/testing/mockNetwork'
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
    const grid = () => screen.getByRole('list', { name: `names of ${TEST_ACCOUNT.address}` })
    const names = () =>
      within(grid())
        .getAllByTestId('name-card')
        .map((card) => card.dataset.name)
    await waitFor(() =>
      expect(names()).toEqual(expect.arrayContaining(['alice.algo', 'pay.alice.algo', 'soon.algo', 'cheap.algo'])),
    )
    expect(names()).toEqual([...names()].sort())
    const warnings = within(grid()).getAllByTestId('expiry-warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.closest('[data-name]')).toHaveAttribute('data-name', 'soon.algo')
    // The API's count, and the names expiring within 30 days across the account.
    await waitFor(() => expect(screen.getByTestId('expiring-count')).toHaveTextContent('1 name expiring'))

    // Sorted and filtered by the API: a new first page.
    await user.selectOptions(screen.getByTestId('portfolio-sort'), 'expiry')
    await waitFor(() => expect(names()[0]).toBe('soon.algo'))
    expect(screen.getByTestId('location')).toHaveTextContent('/my-names?sort=expiry')
    await user.selectOptions(screen.getByTestId('portfolio-filter'), 'forSale')
    await waitFor(() => expect(names()).toEqual(['cheap.algo']))
    expect(screen.getByText(/^1 name/)).toBeInTheDocument()
  })
  it('groups the names of the addresses linked to its names under each owner, each name once; filters by account and text', async () => {
    // alice.algo verifies OTHER_ACCOUNT as linked: OTHER's names join, under OTHER.
    world.names.get('alice.algo')!.caAlgo = [TEST_ACCOUNT.address, OTHER_ACCOUNT.address]
    walletState.activeAddress = TEST_ACCOUNT.address
    const user = userEvent.setup()
    open()
    const groupNames = async (address: string) =>
      within(await screen.findByRole('list', { name: `names of ${address}` }))
        .getAllByTestId('name-card')
        .map((card) => card.dataset.name)
    expect(await groupNames(OTHER_ACCOUNT.address)).toEqual(expect.arrayContaining(['bob.algo', 'shop.alice.algo']))
    expect(await groupNames(TEST_ACCOUNT.address)).not.toContain('shop.alice.algo')
    const groups = screen.getAllByTestId('account-group').map((group) => group.dataset.address)
    expect(groups).toEqual([TEST_ACCOUNT.address, OTHER_ACCOUNT.address])
    expect(screen.getAllByTestId('name-card').filter((card) => card.dataset.name === 'alice.algo')).toHaveLength(1)

    await user.selectOptions(screen.getByTestId('account-filter'), OTHER_ACCOUNT.address)
    expect(screen.getAllByTestId('account-group').map((group) => group.dataset.address)).toEqual([
      OTHER_ACCOUNT.address,
    ])
    await user.selectOptions(screen.getByTestId('account-filter'), '')
    await user.type(screen.getByTestId('name-filter'), 'alice')
    expect(await groupNames(TEST_ACCOUNT.address)).toEqual(['alice.algo', 'pay.alice.algo'])
    expect(await groupNames(OTHER_ACCOUNT.address)).toEqual(['shop.alice.algo'])
    expect(screen.getByTestId('location')).toHaveTextContent('q=alice')
  })
})
