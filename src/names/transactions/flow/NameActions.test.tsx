// @vitest-environment jsdom
/**
 * The profile's actions in jsdom: only what the abilities allow is offered, and the dialog's
 * rejection and funds paths with a fake wallet over the mock network (msw/node).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { setErrorReporter } from '@/lib/errorReporter'
import { logger } from '@/lib/logger'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { applicationAddress } from '@/lib/address'
import { clearFaults, setFault } from '@/mocks/faults'
import { withMockNetwork } from '@/testing/mockNetwork'
import { world } from '@/mocks/world'
import { WalletProvider } from '@/wallet/react'
import { createWalletManager, type WalletManager } from '@/wallet/store'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { fakeRegistry, fakeWallet, type FakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { getName } from '../../api/getName'
import type { NfdRecord } from '../../api/types'
import { DoneStep } from './DoneStep'
import { NameActions } from './NameActions'
import { NameActionsHost } from './NameActionsHost'

withMockNetwork()
let wallet: FakeWallet
beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
  vi.spyOn(logger, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  clearFaults()
})

/** The real wallet manager over a fake mnemonic wallet, connected to `account`, around `ui`. */
async function renderWithWallet(account: string | null, ui: ReactNode) {
  wallet = fakeWallet(account ? [{ address: account }] : [])
  const manager: WalletManager = createWalletManager({
    networks: ['mock'],
    defaultNetwork: 'mock',
    storage: mapStorage(),
    registry: fakeRegistry({ mnemonic: wallet }),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
  })
  if (account) await manager.connect('mnemonic')
  const user = userEvent.setup()
  renderWithProviders(<WalletProvider manager={manager}>{ui}</WalletProvider>)
  return { user }
}

async function setup(
  name: string,
  account: string | null,
  rootName?: string,
  /** What the API's record says of the contract, whatever the chain holds. */
  internal?: Record<string, string>,
) {
  const fetched: NfdRecord | null = await getName(NETWORKS.mock, name, 'full')
  const record =
    fetched && internal
      ? {
          ...fetched,
          properties: { ...fetched.properties, internal: { ...fetched.properties?.internal, ...internal } },
        }
      : fetched
  const root = rootName ? await getName(NETWORKS.mock, rootName, 'full') : undefined
  return renderWithWallet(
    account,
    <NameActions record={record} name={name} {...(root !== undefined ? { root } : {})} />,
  )
}

/** What a group is called: the text of the element its aria-labelledby points to. */
function accessibleName(element: HTMLElement): string {
  return document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''
}

/** The menu's item names, the reasons (their descriptions) left out. */
function itemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.textContent !== 'Upgrade the contract')
    .map((item) => item.firstChild?.textContent ?? '')
}

/** The buttons' labels inside an element: the actions row by default, or the Manage / More list. */
function buttons(element: HTMLElement = screen.getByTestId('name-actions')): string[] {
  return within(element)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
}

describe('NameActions offline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('Buy is disabled with the reason, and comes back with the connection', async () => {
    onlineManager.setOnline(false)
    const { user } = await setup('forsale.algo', THIRD_ACCOUNT.address)
    const buy = screen.getByRole('button', { name: 'Buy' })
    expect(buy).toBeDisabled()
    expect(buy).toHaveAccessibleDescription('Buying, selling and signing need a connection. You are offline.')
    await user.click(buy)
    expect(screen.queryByTestId('tx-dialog')).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled()
    expect(screen.queryByTestId('actions-offline')).not.toBeInTheDocument()
  })
})

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
    const menu = screen.getByRole('menu', { name: 'More' })
    expect(
      within(menu)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && accessibleName(g)),
    ).toEqual(['Vault'])
    expect(itemNames(menu)).toEqual(['Send to vault', 'Opt vault in to asset'])
  })

  it('my own name: renew, and every owner item in Manage, grouped, a refused one saying why', async () => {
    const { user } = await setup('alice.algo', TEST_ACCOUNT.address)
    expect(buttons()).toEqual(['Renew', 'Manage'])
    await user.click(screen.getByTestId('manage-button'))
    const menu = screen.getByRole('menu', { name: 'Manage' })
    const groups = within(menu).getAllByRole('group')
    expect(groups.map(accessibleName)).toEqual(['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract'])
    // Each heading is visible, and names its group.
    for (const group of groups) expect(group).toHaveTextContent(accessibleName(group))
    expect(itemNames(menu)).toEqual([
      'List for sale',
      'Cancel sale',
      'Send to someone',
      'Edit profile',
      'Set avatar',
      'Set banner',
      'Verify a social or domain',
      'Link address',
      'Unlink address',
      'Set primary address',
      'Set as primary name',
      'Send to vault',
      'Opt vault in to asset',
      'Send from vault',
      'Vault opt-ins',
      'Segment minting',
      'Upgrade contract',
    ])
    const cancel = within(menu).getByRole('menuitem', { name: 'Cancel sale' })
    expect(cancel).toHaveAttribute('aria-disabled', 'true')
    expect(cancel).toHaveAccessibleDescription('It is not listed for sale')
    expect(cancel).toHaveTextContent('Cancel saleIt is not listed for sale')
    // A disabled item does nothing; the menu stays open.
    await user.click(cancel)
    expect(screen.queryByTestId('tx-dialog')).toBeNull()
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade contract' })).toHaveAccessibleDescription(
      'The contract is current already (version 3.0)',
    )
    expect(within(menu).getByRole('menuitem', { name: 'List for sale' })).not.toHaveAttribute('aria-disabled')
  })

  it('the keyboard walks every item across the groups; Escape closes and focus returns', async () => {
    const { user } = await setup('alice.algo', TEST_ACCOUNT.address)
    const button = screen.getByTestId('manage-button')
    await user.click(button)
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    await user.tab()
    expect(items[0]).toHaveFocus()
    // Down from the last of Sale lands on the first of Profile; disabled items are reached too.
    for (let i = 0; i < 3; i += 1) await user.keyboard('{ArrowDown}')
    expect(items[3]).toHaveTextContent('Edit profile')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[2]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('a name on an old contract (the chain says 2.5): owner changes wait for the upgrade, which the menu offers', async () => {
    const { user } = await setup('legacy.algo', TEST_ACCOUNT.address)
    await user.click(screen.getByTestId('manage-button'))
    const menu = screen.getByRole('menu', { name: 'Manage' })
    const send = within(menu).getByRole('menuitem', { name: 'Send from vault' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    expect(send).toHaveAccessibleDescription('Upgrade the contract first: version 2.5 cannot send from its vault')
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade contract' })).not.toHaveAttribute('aria-disabled')
    await user.click(within(menu).getByRole('menuitem', { name: 'Upgrade the contract' }))
    expect(await screen.findByRole('dialog', { name: 'Upgrade the contract of legacy.algo' })).toBeInTheDocument()
  })

  it('a name whose record says 3.0 while the chain says 2.5: the menu follows the chain', async () => {
    const { user } = await setup('legacy.algo', TEST_ACCOUNT.address, undefined, { ver: '3.0' })
    await user.click(screen.getByTestId('manage-button'))
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Edit profile' })).toHaveAccessibleDescription(
        'Upgrade the contract first: version 2.5 cannot edit it',
      ),
    )
  })

  it('a name reserved for me: claim', async () => {
    await setup('gift.algo', TEST_ACCOUNT.address)
    expect(buttons()).toEqual(['Claim'])
  })

  it("a segment of a locked root: only the root's owner is offered Mint", async () => {
    await setup('shop.bob.algo', TEST_ACCOUNT.address, 'bob.algo')
    expect(screen.getByTestId('name-actions')).toBeEmptyDOMElement()
    cleanup()
    await setup('new.alice.algo', TEST_ACCOUNT.address, 'alice.algo')
    expect(buttons()).toEqual(['Mint'])
  })

  it('a name reserved for someone else: nothing to do', async () => {
    await setup('private.algo', TEST_ACCOUNT.address)
    expect(screen.getByTestId('name-actions')).toBeEmptyDOMElement()
  })
})

describe('a dialog open when the chain shows the contract too old', () => {
  it('says so in words and offers the upgrade instead of Try again', async () => {
    // The chain's first answer is lost: the menu goes by the record, which says 3.0.
    setFault({ kind: '500', target: 'algod', times: 1 })
    const { user } = await setup('legacy.algo', TEST_ACCOUNT.address, undefined, { ver: '3.0' })
    await user.click(screen.getByTestId('manage-button'))
    await user.click(screen.getByRole('menuitem', { name: 'Edit profile' }))
    const dialog = await screen.findByTestId('tx-dialog')
    const told = await within(dialog).findByTestId('tx-upgrade-needed')
    expect(told).toHaveTextContent(
      "legacy.algo's contract is version 2.5, older than this change needs. Upgrade the contract first",
    )
    expect(within(dialog).queryByTestId('tx-retry')).toBeNull()
    await user.click(within(told).getByRole('button', { name: 'Upgrade contract' }))
    expect(await screen.findByRole('dialog', { name: 'Upgrade the contract of legacy.algo' })).toBeInTheDocument()
  })
})

/** Opens Make offer on bob.algo, types an offer and goes to the review of the checked group. */
async function offerReviewed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Make offer' }))
  const dialog = await screen.findByTestId('tx-dialog')
  await user.type(within(dialog).getByLabelText('Offer (ALGO)'), '4')
  await user.type(within(dialog).getByLabelText('Note to the owner'), 'hi')
  await user.click(within(dialog).getByTestId('tx-confirm'))
  return dialog
}

describe('the transaction dialog with a fake wallet', () => {
  it('shows the total decoded from the group, and opens the wallet only once the user confirms it', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    const dialog = await offerReviewed(user)
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'approve'))
    // The call that posts the offer and its fee: the offer itself is not paid (postOffer takes no payment).
    expect(within(dialog).getByTestId('tx-call')).toHaveTextContent('Offer 4 ALGO for bob.algo with the note “hi”.')
    expect(within(dialog).getByTestId('tx-describe')).toHaveTextContent(
      /^No ALGO leaves your account now: the offer is only posted\. If the owner accepts, bob\.algo is reserved for you at 4 ALGO/,
    )
    expect(within(dialog).queryByTestId('tx-outflow')).toBeNull()
    expect(within(dialog).getByTestId('tx-total')).toHaveTextContent('0.001 ALGO')
    // Nothing was estimated (an offer costs only its fee): no sentence about an "estimate of 0".
    expect(within(dialog).queryByTestId('tx-difference')).toBeNull()
    expect(wallet.signCalls).toHaveLength(0)
    await user.click(within(dialog).getByTestId('tx-approve'))
    await waitFor(() => expect(wallet.signCalls).toHaveLength(1))
  })

  it('Renew waits for its price, saying so; a failed read says so, and Try again reads it again', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/getQuote/', times: 1 })
    const { user } = await setup('alice.algo', TEST_ACCOUNT.address)
    await user.click(screen.getByRole('button', { name: 'Renew' }))
    const dialog = await screen.findByTestId('tx-dialog')
    const confirm = within(dialog).getByTestId('tx-confirm')
    // A test's reads are not retried: the failure shows at once, where the form would wait forever.
    await waitFor(() =>
      expect(within(dialog).getByTestId('tx-reading')).toHaveTextContent(
        'What this needs could not be read from the network. Check your connection and try again.',
      ),
    )
    expect(confirm).toBeDisabled()
    setFault({ kind: 'slow', target: 'api', path: '/nfd/getQuote/', delayMs: 1500, times: 1 })
    await user.click(within(dialog).getByTestId('tx-reread'))
    // Asked again: the form waits for the price, then goes on.
    expect(within(dialog).getByTestId('tx-reading')).toHaveTextContent('Getting the price…')
    expect(confirm).toBeDisabled()
    await waitFor(() => expect(within(dialog).queryByTestId('tx-reading')).toBeNull(), { timeout: 5000 })
    await user.click(confirm)
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'approve'))
    expect(within(dialog).queryByTestId('tx-notice')).toBeNull()
  })

  it('a recipient typed as a name: the form waits for its lookup; a failed one says so, and Try again looks again', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/bob.algo', times: 1 })
    const { user } = await setup('alice.algo', TEST_ACCOUNT.address)
    await user.click(screen.getByTestId('manage-button'))
    await user.click(screen.getByRole('menuitem', { name: 'Send to someone' }))
    const dialog = await screen.findByTestId('tx-dialog')
    const confirm = within(dialog).getByTestId('tx-confirm')
    await user.type(within(dialog).getByLabelText('Recipient (address or .algo name)'), 'bob.algo')
    await waitFor(() =>
      expect(within(dialog).getByTestId('recipient-lookup')).toHaveTextContent('Could not look up bob.algo.'),
    )
    // Failed, it no longer waits: pressed, the review says why it cannot go.
    expect(within(dialog).queryByTestId('tx-reading')).toBeNull()
    await user.click(confirm)
    expect(within(dialog).getByTestId('tx-notice')).toHaveTextContent(
      'Recipient: bob.algo could not be looked up; try again',
    )
    setFault({ kind: 'slow', target: 'api', path: '/nfd/bob.algo', delayMs: 1500, times: 1 })
    await user.click(within(dialog).getByTestId('recipient-retry'))
    expect(within(dialog).getByTestId('tx-reading')).toHaveTextContent('Recipient: looking up bob.algo…')
    expect(confirm).toBeDisabled()
    await waitFor(() => expect(within(dialog).getByTestId('recipient-lookup')).toHaveTextContent(/^bob\.algo → /), {
      timeout: 5000,
    })
    expect(within(dialog).queryByTestId('tx-notice')).toBeNull()
    await user.click(confirm)
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'approve'))
  })

  it('a refusal in the wallet returns to review with the values as typed', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    wallet.adapter.signTransactions.mockRejectedValueOnce(new Error('Transaction Request Rejected'))
    const dialog = await offerReviewed(user)
    await user.click(await within(dialog).findByTestId('tx-approve'))
    await waitFor(() =>
      expect(within(dialog).getByTestId('tx-notice')).toHaveTextContent('You declined the request in your wallet'),
    )
    expect(dialog).toHaveAttribute('data-step', 'review')
    expect(within(dialog).getByLabelText('Offer (ALGO)')).toHaveValue('4')
    expect(within(dialog).getByLabelText('Note to the owner')).toHaveValue('hi')
    // The wallet was asked for exactly the "u" entries: the offer is one call.
    expect(wallet.adapter.signTransactions.mock.calls[0]?.[1]).toEqual([0])
  })

  it('a tampered group stops in the failed step with what it would have done; the wallet is never asked', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    setFault({ kind: 'tamper', tampering: 'rekey', path: '/nfd/postOfferToOwner/', times: 1 })
    const reported: unknown[] = []
    setErrorReporter((error) => reported.push(error))
    const dialog = await offerReviewed(user)
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'failed'))
    // A refused group means a buggy or compromised service: it is reported.
    expect(reported).toEqual([expect.objectContaining({ name: 'GroupRefusedError', code: 'rekey' })])
    expect(within(dialog).getByTestId('tx-reason')).toHaveTextContent(
      /^Refused: the transaction group from the name service would hand control of your account to 33PN5X\.\.\.SJFI\. Nothing was signed\.$/,
    )
    expect(wallet.signCalls).toHaveLength(0)
    // Try again asks for a fresh group: the service answers honestly this time.
    await user.click(within(dialog).getByTestId('tx-retry'))
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'approve'))
  })

  it('a wallet answer that is not the transaction asked is refused; nothing reaches algod', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    const before = world.confirmed.size
    const dialog = await offerReviewed(user)
    // The fake wallet answers with bytes that are no signed transaction.
    await user.click(await within(dialog).findByTestId('tx-approve'))
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'failed'))
    expect(within(dialog).getByTestId('tx-reason')).toHaveTextContent(
      /^Your wallet's answer was refused: .+\. Nothing was sent\.$/,
    )
    expect(world.confirmed.size).toBe(before)
  })

  it('Cancel while the wallet is open returns to review and says to dismiss the request there', async () => {
    const { user } = await setup('bob.algo', TEST_ACCOUNT.address)
    wallet.adapter.signTransactions.mockImplementationOnce(() => new Promise(() => undefined))
    const dialog = await offerReviewed(user)
    await user.click(await within(dialog).findByTestId('tx-approve'))
    await user.click(await within(dialog).findByTestId('tx-cancel-sign'))
    expect(dialog).toHaveAttribute('data-step', 'review')
    expect(within(dialog).getByTestId('tx-notice')).toHaveTextContent('dismiss it there')
    expect(within(dialog).getByLabelText('Offer (ALGO)')).toHaveValue('4')
  })

  it('the purchase review: the price with its dollars, the seller by name and address, the terms linked; then what the wallet will show', async () => {
    const { user } = await setup('forsale.algo', TEST_ACCOUNT.address)
    await user.click(screen.getByRole('button', { name: 'Buy' }))
    const dialog = await screen.findByTestId('tx-dialog')
    const estimate = within(dialog).getByTestId('tx-estimate')
    expect(within(estimate).getByTestId('tx-estimate-amount')).toHaveTextContent('50 ALGO')
    // At the market's rate, from its latest sales.
    const usd = (await within(estimate).findByTestId('usd')).textContent
    expect(usd).toMatch(/^≈ \$\d+\.\d\d$/)
    const seller = within(dialog).getByTestId('tx-seller')
    await waitFor(() => expect(seller).toHaveTextContent(/^Seller: bob\.algo, U65ZQA\.\.\.NE2Q/))
    expect(within(seller).getByTitle(OTHER_ACCOUNT.address)).toBeInTheDocument()
    const terms = within(dialog).getByRole('link', { name: 'Read the terms (opens a new tab)' })
    expect(terms).toHaveAttribute('href', 'https://app.nf.domains/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    // Following the link is not accepting the terms.
    expect(within(dialog).getByLabelText(/I accept the NFD terms/)).not.toBeChecked()

    await user.click(within(dialog).getByLabelText(/I accept the NFD terms/))
    await user.click(within(dialog).getByTestId('tx-confirm'))
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'approve'), { timeout: 5000 })
    const [payment] = within(dialog).getAllByTestId('tx-outflow')
    const app = applicationAddress(world.names.get('forsale.algo')!.appID!)
    expect(payment).toHaveTextContent(`Pay forsale.algo (its contract)${app.slice(0, 6)}...${app.slice(-4)}`)
    expect(payment).toHaveTextContent(`50 ALGO${usd}`)
    expect(within(dialog).getByTestId('tx-total')).toHaveTextContent(/^50\.\d+ ALGO$/)
    expect(within(dialog).getByTestId('tx-total').parentElement).toHaveTextContent(/^50\.\d+ ALGO≈ \$\d+\.\d\d$/)
    expect(within(dialog).getByTestId('tx-seller')).toHaveTextContent(/^Seller: bob\.algo/)
  })

  it('an account that cannot pay: Insufficient balance with the shortfall, the wallet never asked', async () => {
    const { user } = await setup('forsale.algo', THIRD_ACCOUNT.address)
    await user.click(screen.getByRole('button', { name: 'Buy' }))
    const dialog = await screen.findByTestId('tx-dialog')
    await user.click(within(dialog).getByLabelText(/I accept the NFD terms/))
    await user.click(within(dialog).getByTestId('tx-confirm'))
    await waitFor(() => expect(dialog).toHaveAttribute('data-step', 'failed'))
    expect(within(dialog).getByTestId('tx-reason')).toHaveTextContent(
      /^Insufficient balance: this costs 50\.005 ALGO and your account is [\d.,]+ ALGO short/,
    )
    expect(wallet.signCalls).toHaveLength(0)
  })
})

describe('the Done step', () => {
  async function done(name: string, record: NfdRecord | null, steps: Parameters<typeof DoneStep>[0]['steps']) {
    const onClose = vi.fn()
    const view = await renderWithWallet(
      TEST_ACCOUNT.address,
      <NameActionsHost name={name} record={record}>
        <DoneStep
          message={`${name} is yours`}
          steps={steps}
          round={1001}
          explorer="https://lora.example/tx/ABC"
          name={name}
          record={record}
          onClose={onClose}
        />
      </NameActionsHost>,
    )
    return { ...view, onClose }
  }
  const OWNED = [
    { kind: 'action', action: 'editProfile', label: 'Edit profile' },
    { kind: 'action', action: 'setPrimaryName', label: 'Set as primary name', first: 'linkAddress' },
    { kind: 'share', name: 'alice.algo' },
  ] as const

  it('says what happened and when in words; the round is a detail linking to the explorer', async () => {
    await done('alice.algo', await getName(NETWORKS.mock, 'alice.algo', 'full'), [...OWNED])
    expect(screen.getByTestId('tx-done-message')).toHaveTextContent('alice.algo is yours')
    expect(screen.getByTestId('tx-done-when')).toHaveTextContent(/^Confirmed just now · round 1,001 in the explorer$/)
    expect(screen.getByTestId('tx-explorer')).toHaveAttribute('href', 'https://lora.example/tx/ABC')
    expect(within(screen.getByTestId('tx-next-steps')).getByRole('button', { name: 'Copy link' })).toBeVisible()
  })

  it('a next action waits for the record that allows it, then goes on into that action', async () => {
    // The page has not caught up with the mint yet: no record, so no primary name to set.
    cleanup()
    const early = await done('alice.algo', null, [...OWNED])
    expect(screen.getByRole('button', { name: 'Set as primary name' })).toBeDisabled()
    expect(early.onClose).not.toHaveBeenCalled()
    cleanup()
    const { user, onClose } = await done('alice.algo', await getName(NETWORKS.mock, 'alice.algo', 'full'), [...OWNED])
    await user.click(screen.getByRole('button', { name: 'Set as primary name' }))
    expect(onClose).toHaveBeenCalled()
    const next = await screen.findByTestId('tx-dialog')
    expect(next).toHaveAttribute('data-step', 'review')
    expect(screen.getByRole('dialog', { name: 'Make alice.algo a primary name' })).toBeInTheDocument()
  })

  it('a name with no linked address: Set as primary name links your address first', async () => {
    const record = await getName(NETWORKS.mock, 'soon.algo', 'full')
    expect(record?.caAlgo ?? []).toEqual([])
    const { user } = await done('soon.algo', record, [...OWNED])
    expect(screen.getByText('First: link address')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Set as primary name' }))
    const link = await screen.findByRole('dialog', { name: 'Link an address to soon.algo' })
    expect(within(link).getByLabelText('Address to link')).toHaveValue(TEST_ACCOUNT.address)
  })

  it('Copy link copies the public profile link', async () => {
    const { user } = await done('alice.algo', await getName(NETWORKS.mock, 'alice.algo', 'full'), [...OWNED])
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toMatch(/\/name\/alice\.algo$/)
  })
})
