/**
 * The chain runs every group first (issue 35), on the mock build: the mock algod simulates
 * each group from its world before the wallet opens. A success lists what the chain says will
 * happen; a contract refusal and a contradicting effect stop before the wallet, in words; a node
 * without simulate falls back to our own checks, says so, and the purchase still completes. A
 * congested network's higher minimum fee is allowed and shown; several actions' reviews list the
 * chain's effects within reach at desktop and phone size.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  acceptTerms,
  confirmAndFinish,
  failedWith,
  openProfile,
  setFault,
  short,
  startAction,
  TEST_ADDRESS,
  watchDialogs,
} from './pagesKit'

/** The wallet's prompt never opened: nothing was asked to be signed. */
async function walletNeverAsked(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: /^Sign \d+ transactions?\?$/ })).toHaveCount(0)
}

test('a purchase: the review lists what the chain says will happen, in words with dollars; then it completes', async ({
  page,
}) => {
  await openProfile(page, 'forsale.algo')
  const dialog = await startAction(page, 'Buy')
  await acceptTerms(dialog)
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  const effects = dialog.getByTestId('tx-simulated').getByTestId('tx-effect')
  await expect(effects.first()).toHaveText(/^You pay 50 ALGO \(≈ \$[\d.,]+\) to forsale\.algo \(its contract\)\.$/)
  await expect(effects.filter({ hasText: /^You receive forsale\.algo \(asset \d+\)\.$/ })).toHaveCount(1)
  // The contract keeps the platform's 5% commission and pays the seller the rest.
  await expect(effects.filter({ hasText: /^The seller receives 47\.5 ALGO \(≈ \$[\d.,]+\)\.$/ })).toHaveCount(1)
  await expect(
    effects.filter({ hasText: /^The NFD platform \(its commission\) receives 2\.5 ALGO \(≈ \$[\d.,]+\)\.$/ }),
  ).toHaveCount(1)
  await expect(effects.filter({ hasText: /^Your balance goes from [\d.,]+ ALGO \(≈ \$[\d.,]+\) to / })).toHaveCount(1)
  await expect(dialog.getByTestId('tx-not-simulated')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await confirmAndFinish(page, dialog, 'forsale.algo is yours')
  await expect(page.getByTestId('owner')).toContainText(short(TEST_ADDRESS))
})

test("a listing while the profile holds data stops with the contract's reason and the next step, before the wallet", async ({
  page,
}) => {
  const dialogs = watchDialogs(page)
  await openProfile(page, 'alice.algo')
  await setFault(page, { kind: 'skipClearing' })
  const dialog = await startAction(page, 'List for sale', true)
  await dialog.getByLabel('Price (ALGO)').fill('120')
  await dialog.getByTestId('tx-confirm').click()
  await failedWith(
    dialog,
    /^The contract refuses: a name can only be sold once its profile holds no data\. Clear the profile's data first \(Edit profile\), then list it again\. Nothing was signed\.$/,
  )
  await walletNeverAsked(page)
  expect(dialogs).toEqual([])
})

test('a purchase whose simulation sends the name to another account is refused before the wallet', async ({ page }) => {
  await openProfile(page, 'forsale.algo')
  await setFault(page, { kind: 'simulateDivert' })
  const dialog = await startAction(page, 'Buy')
  await acceptTerms(dialog)
  await dialog.getByTestId('tx-confirm').click()
  await failedWith(
    dialog,
    /^Refused: the network says forsale\.algo \(asset \d+\) would go to \S+, not to your account\. Nothing was signed\.$/,
  )
  await walletNeverAsked(page)
})

test('a node without simulate: the review says it was not checked with the network, and the purchase completes', async ({
  page,
}) => {
  await openProfile(page, 'forsale.algo')
  await setFault(page, { kind: 'refuse', target: 'algod', path: '/v2/transactions/simulate', status: 404 })
  const dialog = await startAction(page, 'Buy')
  await acceptTerms(dialog)
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-not-simulated')).toHaveText(
    'Not checked with the network: this network’s node does not offer simulation. What you see is our own reading of the transaction.',
  )
  await dialog.getByRole('button', { name: 'Back' }).click()
  await confirmAndFinish(page, dialog, 'forsale.algo is yours')
})

test('a congested network with a higher minimum fee: the review shows the fees the chain says it needs and their ceiling, and the purchase completes', async ({
  page,
}) => {
  await openProfile(page, 'forsale.algo')
  // The minimum fee doubled: algod suggests 2,000 µALGO, the service and the chain charge it for every transaction.
  await setFault(page, { kind: 'congested', feePerByte: 0, minFee: 2000 })
  const dialog = await startAction(page, 'Buy')
  await acceptTerms(dialog)
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  // The payment and the purchase with the four minimum fees the SDK gives it, at 2,000 each.
  await expect(dialog.getByTestId('tx-fees')).toHaveText('0.01 ALGO')
  await expect(
    dialog
      .getByTestId('tx-effect')
      .filter({ hasText: /and needs 0\.01 ALGO \(≈ \$[\d.,]+\) in fees from your account\.$/ }),
  ).toHaveCount(1)
  await expect(dialog.getByTestId('tx-fee-budget')).toHaveText(
    'Fees are held to at most 0.012 ALGO: what the network asks, and what each call needs for the contract.',
  )
  await dialog.getByRole('button', { name: 'Back' }).click()
  await confirmAndFinish(page, dialog, 'forsale.algo is yours')
})

test("each action's review lists what the chain says, within reach at this size, and cancels: list, primary name, edit profile @phone", async ({
  page,
}) => {
  await openProfile(page, 'alice.algo')
  const actions: { label: string; fill: [string, string][] }[] = [
    { label: 'List for sale', fill: [['Price (ALGO)', '120']] },
    { label: 'Set as primary name', fill: [] },
    { label: 'Edit profile', fill: [['Bio', 'Checked with the network']] },
  ]
  for (const { label, fill } of actions) {
    const dialog = await startAction(page, label, true)
    for (const [field, value] of fill) await dialog.getByLabel(field).fill(value)
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog, label).toHaveAttribute('data-step', 'approve')
    const effects = dialog.getByTestId('tx-simulated').getByTestId('tx-effect')
    await expect(effects.filter({ hasText: /^Your balance goes from [\d.,]+ ALGO \(≈ \$[\d.,]+\) to / })).toHaveCount(1)
    // The list's last line, the fees, can be scrolled to inside the dialog at this size.
    const fees = effects.filter({ hasText: /in fees from your account\.$/ })
    await fees.scrollIntoViewIfNeeded()
    await expect(fees).toBeInViewport()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  }
})
