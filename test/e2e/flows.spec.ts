/**
 * The transaction flows end to end in the mock build: the mnemonic wallet signs real algosdk
 * groups from the mock API, the mock algod checks signatures and untouched "s" entries, then
 * the profile shows the new state without a reload.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { OTHER_ADDRESS, TEST_ADDRESS, connectTestWallet, setFault, short } from './pagesKit'

async function openProfile(page: Page, name: string): Promise<void> {
  await page.goto(`/name/${name}`)
  await connectTestWallet(page)
  await expect(page.getByTestId('name-actions')).toBeVisible()
}

function txDialog(page: Page): Locator {
  return page.getByTestId('tx-dialog')
}

/** Opens a main action (a button) or a Manage-menu entry. */
async function startAction(page: Page, label: string, inMenu = false): Promise<Locator> {
  const actions = page.getByTestId('name-actions')
  if (inMenu) await actions.getByTestId('manage-button').click()
  await actions.getByRole('button', { name: label, exact: true }).click()
  const dialog = txDialog(page)
  await expect(dialog).toHaveAttribute('data-step', 'review')
  return dialog
}

async function confirmAndFinish(page: Page, dialog: Locator, toast: string | RegExp): Promise<void> {
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'done')
  await expect(dialog.getByTestId('tx-explorer')).toHaveAttribute('href', /\/transaction\/[A-Z2-7]{52}$/)
  await expect(page.getByText(toast)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('transaction flows (mock build)', () => {
  test('buy a name for sale: terms first, then sign, submit, confirm; the page shows the new owner', async ({ page }) => {
    await openProfile(page, 'forsale.algo')
    const dialog = await startAction(page, 'Buy')
    await expect(dialog.getByTestId('tx-costs')).toContainText('Price')
    // Without the terms: the spec's rule, in words.
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Accept the terms of service to continue.')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await dialog.getByLabel(/I accept the NFD terms/).check()
    await confirmAndFinish(page, dialog, 'You bought forsale.algo')
    await expect(page.getByTestId('owner')).toContainText(short(TEST_ADDRESS))
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  })
})
