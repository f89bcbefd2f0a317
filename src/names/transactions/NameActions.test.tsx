/**
 * The profile's actions in jsdom: only what the abilities allow is offered, and the dialog's
 * rejection and funds paths with a fake wallet over the mock network (msw/node).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { logger } from '@/lib/logger'
import { TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { withMockNetwork } from '@/mocks/testkit'
import { WalletProvider } from '@/wallet/react'
import { createWalletManager, type WalletManager } from '@/wallet/store'
import { fakeRegistry, fakeWallet, memoryStorage, type FakeWallet } from '@/wallet/testing/fakeWallets'
import { getName } from '../api/getName'
import type { NfdRecord } from '../api/types'
import { NameActions } from './NameActions'

withMockNetwork()
let wallet: FakeWallet
beforeEach(() => vi.spyOn(logger, 'warn').mockImplementation(() => undefined))
afterEach(() => vi.restoreAllMocks())

async function setup(name: string, account: string | null) {
  wallet = fakeWallet(account ? [{ address: account }] : [])
  const manager: WalletManager = createWalletManager({
    networks: ['mock'],
    defaultNetwork: 'mock',
    storage: memoryStorage(),
    registry: fakeRegistry({ mnemonic: wallet }),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
  })
  if (account) await manager.connect('mnemonic')
  const record: NfdRecord | null = await getName(NETWORKS.mock, name, 'full')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={client}>
      <WalletProvider manager={manager}>
        <NameActions record={record} name={name} />
      </WalletProvider>
    </QueryClientProvider>,
  )
  return { user }
}

/** The buttons' labels inside an element: the actions row by default, or the Manage / More list. */
function buttons(element: HTMLElement = screen.getByTestId('name-actions')): string[] {
  return within(element)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
}

describe('NameActions: only the actions the abilities allow', () => {
  it('no wallet: no action, a hint and a way to connect in place', async () => {
    const { user } = await setup('forsale.algo', null)
    expect(screen.getByTestId('actions-connect-hint')).toHaveTextContent('Connect a wallet to buy or mint this name.')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Connect a wallet'])
    await user.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument()
  })

  it("someone else's name: make an offer; More only has the vault (unlocked in the fixtures)", async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    expect(buttons()).toEqual(['Make offer', 'More'])
    await user.click(screen.getByTestId('manage-button'))
    expect(buttons(screen.getByRole('list'))).toEqual(['Send to vault', 'Opt vault in to asset'])
  })

  it('my own name: renew, and the owner actions in Manage', async () => {
    const { user } = await setup('alice.algo', TEST_ACCOUNT.address)
    expect(buttons()).toEqual(['Renew', 'Manage'])
    await user.click(screen.getByTestId('manage-button'))
    expect(buttons(screen.getByRole('list'))).toEqual([
      'Edit profile',
      'List for sale',
      'Link address',
      'Set primary address',
      'Set as primary name',
      'Send to vault',
      'Opt vault in to asset',
      'Verify a social or domain',
    ])
    // Escape closes the menu.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('a name reserved for me: claim', async () => {
    await setup('gift.algo', TEST_ACCOUNT.address)
    expect(buttons()).toEqual(['Claim'])
  })

  it('a name reserved for someone else: nothing to do', async () => {
    await setup('private.algo', TEST_ACCOUNT.address)
    expect(screen.getByTestId('name-actions')).toBeEmptyDOMElement()
  })
})

describe('the transaction dialog with a fake wallet', () => {
  it('a refusal in the wallet returns to review with the values as typed', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    wallet.adapter.signTransactions.mockRejectedValueOnce(new Error('Transaction Request Rejected'))
    await user.click(screen.getByRole('button', { name: 'Make offer' }))
    const dialog = await screen.findByTestId('tx-dialog')
    await user.type(within(dialog).getByLabelText('Offer (ALGO)'), '4')
    await user.type(within(dialog).getByLabelText('Note to the owner'), 'hi')
    await user.click(within(dialog).getByTestId('tx-confirm'))
    await waitFor(() =>
      expect(within(dialog).getByTestId('tx-notice')).toHaveTextContent('You declined the request in your wallet'),
    )
    expect(dialog).toHaveAttribute('data-step', 'review')
    expect(within(dialog).getByLabelText('Offer (ALGO)')).toHaveValue('4')
    expect(within(dialog).getByLabelText('Note to the owner')).toHaveValue('hi')
    // The wallet was asked for exactly the "u" entry (index 0), never the service's "s".
    expect(wallet.adapter.signTransactions.mock.calls[0]?.[1]).toEqual([0])
  })

  it('an account that cannot pay: Insufficient balance with the shortfall, the wallet never asked', async () => {
    const { user } = await setup('forsale.algo', THIRD_ACCOUNT.address)
    await user.click(screen.getByRole('button', { name: 'Buy' }))
    const dialog = await screen.findByTestId('tx-dialog')
    await user.click(within(dialog).getByLabelText(/I accept the NFD terms/))
    await user.click(within(dialog).getByTestId('tx-confirm'))
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'failed'))
    expect(within(dialog).getByTestId('tx-reason')).toHaveTextContent(
      /^Insufficient balance: this costs 50\.001 ALGO and your account is [\d.,]+ ALGO short/,
    )
    expect(wallet.signCalls).toHaveLength(0)
  })
})
