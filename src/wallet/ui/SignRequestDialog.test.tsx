// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { logger } from '@/lib/logger'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { WalletProvider } from '../react'
import { createWalletManager } from '../store'
import { mapStorage } from '@/testing/mapStorage'
import { createWalletPrompts } from '../walletPrompts'
import { ConnectButton } from './ConnectButton'
import { setMnemonicPrefill } from './mnemonicPrefill'
import { walletErrorMessage } from './walletErrorMessage'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const mock = NETWORKS.mock

function txn(sender: string, extra: { amount?: number; asset?: boolean } = {}) {
  const suggestedParams = {
    flatFee: true,
    fee: 2000n,
    minFee: 1000n,
    firstValid: 1n,
    lastValid: 100n,
    genesisID: mock.genesisId,
    genesisHash: mock.genesisHash ? algosdk.base64ToBytes(mock.genesisHash) : new Uint8Array(32),
  }
  return extra.asset
    ? algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender,
        receiver: sender,
        assetIndex: 7,
        amount: 0,
        suggestedParams,
      })
    : algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: B,
        amount: extra.amount ?? 0,
        suggestedParams,
      })
}

// The connect dialog is only the way in: its lazy code is loaded before the tests, so a cold module
// graph on a loaded machine (once over 5 s in CI) is not counted against the wait for the dialog.
beforeAll(() => import('./ConnectDialog'))
beforeEach(() => vi.spyOn(logger, 'warn').mockImplementation(() => undefined))
afterEach(() => vi.restoreAllMocks())

/** The real mnemonic adapter behind the provider's own prompts, connected through the UI. */
async function connected() {
  const prompts = createWalletPrompts()
  const manager = createWalletManager({
    networks: ['mock'],
    defaultNetwork: 'mock',
    storage: mapStorage(),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
    requestMnemonic: prompts.requestMnemonic,
    approveSigning: prompts.approveSigning,
  })
  // As the mock build's start-up does.
  setMnemonicPrefill(TEST_ACCOUNT.mnemonic)
  const user = userEvent.setup()
  render(
    <WalletProvider manager={manager} prompts={prompts}>
      <ConnectButton />
    </WalletProvider>,
  )
  await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Connect a wallet' })).getByRole('button', { name: /Mnemonic/ }),
  )
  // Prefilled with the test account's words.
  const words = await screen.findByLabelText('25-word mnemonic')
  await waitFor(() => expect(words).toHaveValue(TEST_ACCOUNT.mnemonic))
  await user.click(screen.getByRole('button', { name: 'Connect' }))
  // The first connect loads algosdk: give it time.
  await waitFor(() => expect(screen.getByTestId('account-menu-button')).toHaveTextContent('3XXDT4...XBZ4'), {
    timeout: 5000,
  })
  // [2.5 ALGO from A to B, foreign sender, asset opt-in from A]
  const group = algosdk.assignGroupID([txn(A, { amount: 2_500_000 }), txn(B), txn(A, { asset: true })])
  return { manager, user, group }
}

describe('the mnemonic wallet asks before signing, in the app dialog', () => {
  it('shows count, types, truncated senders, receiver and amount of payments, fees; Approve signs', async () => {
    const { manager, user, group } = await connected()
    const signing = manager.signTransactions(group)
    const dialog = await screen.findByRole('dialog', { name: 'Sign 2 transactions?' })
    expect(dialog).toHaveAccessibleDescription('Mnemonic wallet: check what you are asked to sign (2 of a group of 3).')
    const lines = within(dialog)
      .getAllByTestId('sign-request-txn')
      .map((li) => li.textContent)
    expect(lines).toEqual([
      'Payment #1From3XXDT4...XBZ4ToU65ZQA...NE2QAmount2.5 ALGOFee0.002 ALGO',
      'Asset transfer #3From3XXDT4...XBZ4Fee0.002 ALGO',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    const result = await signing
    expect(result.map((r) => r !== null)).toEqual([true, false, true])
    expect(algosdk.decodeSignedTransaction(result[0]!).txn.txID()).toBe(group[0]!.txID())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Reject (or Escape) makes signTransactions reject as a wallet refusal: "Signing cancelled"', async () => {
    const { manager, user, group } = await connected()
    for (const refuse of [
      () => user.click(screen.getByRole('button', { name: 'Reject' })),
      () => user.keyboard('{Escape}'),
    ]) {
      const signing = manager.signTransactions(group).catch((e: unknown) => e)
      await screen.findByRole('dialog', { name: 'Sign 2 transactions?' })
      await refuse()
      const error = await signing
      expect(error).toMatchObject({ message: 'Transaction Request Rejected', code: 4001 })
      expect(walletErrorMessage('Signing', error)).toBe('Signing cancelled')
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    // The session is untouched.
    expect(manager.store.getState().activeWallet).toBe('mnemonic')
  })
})
