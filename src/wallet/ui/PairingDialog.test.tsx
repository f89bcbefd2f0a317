// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NETWORKS } from '@/config/networks'
import { logger } from '@/lib/logger'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { Toaster } from '@/ui/Toaster'
import { WalletProvider } from '../react'
import { WALLET_REGISTRY } from '../registry'
import { createWalletManager } from '../store'
import { fakeRegistry, fakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { createWalletPrompts } from '../walletPrompts'
import { ConnectButton } from './ConnectButton'

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>()
  return { ...actual, env: { ...actual.env, walletConnectProjectId: 'test-project' } }
})

// The SignClient: connect gives a pairing link and an approval the test settles.
const wc = vi.hoisted(() => {
  const state = { approve: (_session: unknown) => undefined as void }
  const client = {
    on: vi.fn(),
    connect: vi.fn(async () => ({
      uri: 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484',
      approval: () => new Promise((resolve) => (state.approve = resolve)),
    })),
    session: { getAll: () => [] },
    disconnect: vi.fn(async () => undefined),
  }
  return { state, client, init: vi.fn(async () => client) }
})
vi.mock('@walletconnect/sign-client', () => ({ SignClient: { init: wc.init } }))

const URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'
const session = (topic: string) => ({
  topic,
  namespaces: { algorand: { accounts: [`${NETWORKS.testnet.caipChainId}:${OTHER_ACCOUNT.address}`] } },
})

// The connect dialog is only the way in: its lazy code is loaded before the tests, so a cold module
// graph on a loaded machine (once over 5 s in CI) is not counted against the wait for the dialog.
beforeAll(() => import('./ConnectDialog'))
beforeEach(() => {
  // The SDK's fakes live across tests (hoisted): each test counts its own calls.
  vi.clearAllMocks()
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

/** Pera (a fake) already connected; WalletConnect is the real adapter over the mocked SDK. */
async function setup() {
  const pera = fakeWallet([{ address: TEST_ACCOUNT.address }])
  const prompts = createWalletPrompts()
  const manager = createWalletManager({
    networks: ['testnet'],
    defaultNetwork: 'testnet',
    storage: mapStorage(),
    registry: new Map([...fakeRegistry({ pera }), ['walletconnect', WALLET_REGISTRY.get('walletconnect')!]]),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
    showPairingUri: prompts.showPairingUri,
  })
  await manager.connect('pera')
  const user = userEvent.setup()
  render(
    <WalletProvider manager={manager} prompts={prompts}>
      <ConnectButton />
      <Toaster />
    </WalletProvider>,
  )
  await user.click(await screen.findByTestId('account-menu-button'))
  await user.click(screen.getByRole('button', { name: /connect another/i }))
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Connect a wallet' })).getByRole('button', {
      name: /WalletConnect/,
    }),
  )
  const pairing = await screen.findByRole('dialog', { name: 'Scan with your wallet' })
  return { manager, user, pairing }
}

describe('WalletConnect pairing dialog', () => {
  it('shows the link as a QR code with Copy link, and closes once the phone approves', async () => {
    const { manager, user, pairing } = await setup()
    expect(wc.client.connect).toHaveBeenCalledOnce()
    const qr = within(pairing).getByRole('img', { name: 'QR code of the pairing link' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
    await user.click(within(pairing).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(URI)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()

    wc.state.approve(session('t-approved'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan with your wallet' })).toBeNull())
    expect(manager.store.getState().activeWallet).toBe('walletconnect')
    expect(manager.store.getState().wallets.walletconnect?.accounts.map((a) => a.address)).toEqual([
      OTHER_ACCOUNT.address,
    ])
  })

  it('cancelling cancels the connect: a short toast, the session as it was, a late approval disconnected', async () => {
    const { manager, user, pairing } = await setup()
    const before = manager.store.getState()
    await user.click(within(pairing).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Connecting cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Scan with your wallet' })).toBeNull()
    expect(manager.store.getState().wallets).toEqual(before.wallets)
    expect(manager.store.getState().activeWallet).toBe('pera')
    wc.state.approve(session('t-late'))
    await waitFor(() => expect(wc.client.disconnect).toHaveBeenCalledWith(expect.objectContaining({ topic: 't-late' })))
    expect(manager.store.getState().wallets.walletconnect).toBeUndefined()
  })
})
