// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/ui/Toaster'
import { notify } from '@/ui/notify'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { logger } from '@/lib/logger'
import { STORAGE_KEY, serializeState } from './persist'
import { WalletProvider, useNetwork, useWallet } from './react'
import { createWalletManager } from './store'
import { fakeRegistry, fakeWallet, heldAddressCheck, type FakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { ConnectButton } from './ui/ConnectButton'
import { NetworkSwitcher } from './ui/NetworkSwitcher'

let pera: FakeWallet
let lute: FakeWallet
beforeEach(() => {
  pera = fakeWallet([{ address: TEST_ACCOUNT.address }, { address: OTHER_ACCOUNT.address }])
  lute = fakeWallet([{ address: OTHER_ACCOUNT.address }])
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

function setup() {
  const manager = createWalletManager({
    networks: ['testnet', 'betanet'],
    defaultNetwork: 'testnet',
    storage: mapStorage(),
    registry: fakeRegistry({ pera, lute }),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
  })
  const user = userEvent.setup()
  render(
    <WalletProvider manager={manager}>
      <NetworkSwitcher />
      <ConnectButton />
      <Toaster />
    </WalletProvider>,
  )
  return { manager, user }
}

describe('react bindings', () => {
  it('useWallet and useNetwork outside the provider throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useWallet())).toThrow('useWallet must be used within the WalletProvider')
    expect(() => renderHook(() => useNetwork())).toThrow('useWallet must be used within the WalletProvider')
  })

  it('runs startup once and exposes the active network wallets', async () => {
    const manager = createWalletManager({
      storage: mapStorage(),
      registry: fakeRegistry({ pera, lute }),
      eventTarget: null,
      fetchAuthAddress: async () => undefined,
    })
    const start = vi.spyOn(manager, 'start')
    const { result } = renderHook(() => useWallet(), {
      wrapper: ({ children }) => <WalletProvider manager={manager}>{children}</WalletProvider>,
    })
    await waitFor(() => expect(result.current.isResuming).toBe(false))
    expect(start).toHaveBeenCalled()
    expect(result.current.wallets.map((w) => [w.id, w.isConnected])).toEqual([
      ['lute', false],
      ['pera', false],
    ])
    expect(result.current.activeAddress).toBeNull()
    expect(result.current.activeNetwork.id).toBe('testnet')
  })
})

describe('stored accounts wait for their checksums', () => {
  const good = TEST_ACCOUNT.address
  const bad = good.slice(0, -1) + 'A'
  it.each([
    ['shown once it passes', good, good],
    ['never shown with a bad one', bad, null],
  ])('a stored account: %s', async (_case, address, shown) => {
    const storage = mapStorage()
    const account = { name: 'Pera Account 1', address }
    storage.setItem(
      STORAGE_KEY,
      serializeState({
        wallets: { pera: { accounts: [account], activeAccount: account } },
        activeWallet: 'pera',
        activeNetwork: 'testnet',
      }),
    )
    const check = heldAddressCheck()
    const manager = createWalletManager({
      storage,
      registry: fakeRegistry({ pera, lute }),
      eventTarget: null,
      fetchAuthAddress: async () => undefined,
      loadAddressCheck: check.load,
    })
    const { result } = renderHook(() => useWallet(), {
      wrapper: ({ children }) => <WalletProvider manager={manager}>{children}</WalletProvider>,
    })
    expect(result.current).toMatchObject({ isResuming: true, activeAccount: null, activeWallet: null })
    expect(result.current.wallets.some((w) => w.isConnected || w.accounts.length > 0)).toBe(false)
    check.release()
    await waitFor(() => expect(result.current.isResuming).toBe(false))
    expect(result.current.activeAddress).toBe(shown)
  })
})

describe('ConnectButton', () => {
  it('connects through the dialog, then shows the account menu: copy, switch account, disconnect', async () => {
    const { user, manager } = setup()
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'icon:lute',
      'icon:pera',
    ])
    await user.click(within(dialog).getByRole('button', { name: /Pera/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const menuButton = await screen.findByTestId('account-menu-button')
    expect(menuButton).toHaveTextContent('3XXDT4...XBZ4')
    await user.click(menuButton)
    await user.click(screen.getByRole('button', { name: /Pera Account 2/ }))
    expect(await screen.findByTestId('account-menu-button')).toHaveTextContent('U65ZQA...NE2Q')
    await user.click(await screen.findByTestId('account-menu-button'))
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(OTHER_ACCOUNT.address)
    await user.click(await screen.findByTestId('account-menu-button'))
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(manager.store.getState().wallets).toEqual({})
  })

  it('a rejected connect shows a short toast and leaves the session as it was', async () => {
    const { user, manager } = setup()
    pera.adapter.connect.mockRejectedValueOnce(new Error('Connect modal is closed by user'))
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Pera/ }))
    expect(await screen.findByText('Connecting cancelled')).toBeInTheDocument()
    expect(manager.store.getState().activeWallet).toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument()
  })

  it('a wallet that never answers: Cancel gives up the connect, says so, and nothing is stored', async () => {
    pera.adapter.connect.mockImplementationOnce(() => new Promise(() => undefined))
    const { manager, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.click(within(dialog).getByRole('button', { name: /Pera/ }))
    const toast = vi.spyOn(notify, 'error')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Connecting cancelled'))
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: /Pera/ })).toBeEnabled()
    expect(manager.store.getState().wallets).toEqual({})
  })

  it('pointing at a wallet loads its adapter, so the click reaches the wallet with nothing awaited', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
    // The first wallet has the focus, so it loads; the others wait to be pointed at.
    await waitFor(() => expect(lute.contexts).toHaveLength(1))
    expect(pera.contexts).toHaveLength(0)
    await user.hover(within(dialog).getByRole('button', { name: /Pera/ }))
    await waitFor(() => expect(pera.contexts).toHaveLength(1))
  })

  it('switches wallet from the menu and the network from the switcher', async () => {
    const { user, manager } = setup()
    await manager.connect('lute')
    await manager.connect('pera')
    await user.click(await screen.findByTestId('account-menu-button'))
    await user.click(screen.getByRole('button', { name: 'Lute' }))
    expect(manager.store.getState().activeWallet).toBe('lute')
    await user.selectOptions(screen.getByLabelText('Network'), 'betanet')
    await waitFor(() => expect(manager.store.getState().activeNetwork).toBe('betanet'))
    expect(Object.keys(manager.store.getState().wallets)).toEqual(['lute'])
  })
})
