/**
 * A name's vault in the mock build with the mnemonic wallet: what it holds on the profile, the
 * owner sending from it and locking its opt-ins, anyone sending to it from their holdings, and
 * the owner's vault actions not offered to another account.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { OTHER_ADDRESS, confirmAndFinish, openProfile, short, startAction } from './pagesKit'

const USDC = '10458941'
const VAULT_ART = '20000003'
const SHARES = '20000004'

function vaultRow(page: Page, assetId: string): Locator {
  return page.getByTestId(`vault-asset-${assetId}`)
}

test('the profile shows what the vault holds: ALGO, assets in whole units, NFTs with their pictures', async ({
  page,
}) => {
  await page.goto('/name/alice.algo')
  await expect(vaultRow(page, '0')).toContainText('5')
  await expect(vaultRow(page, USDC)).toContainText('USDC')
  await expect(vaultRow(page, USDC)).toContainText('12.5')
  // Two decimals: 2,550 base units are 25.5 shares.
  await expect(vaultRow(page, SHARES)).toContainText('25.5')
  // The ARC-19 NFT's picture comes from the CID its reserve address encodes, through the gateway.
  const art = vaultRow(page, VAULT_ART).getByRole('img', { name: 'Vault art' })
  await expect(art).toHaveAttribute('src', /^https:\/\/[^/]+\/.*bafkrei[a-z2-7]+$/)
  await expect(art).toHaveJSProperty('complete', true)
  await expect(page.getByTestId('vault-opt-ins')).toHaveText('Opt-ins open: anyone can send assets.')
})

test('the owner sends USDC from the vault to a .algo name, resolved on chain; the vault shows what is left', async ({
  page,
}) => {
  await openProfile(page, 'alice.algo')
  const dialog = await startAction(page, 'Send from vault', true)
  await dialog.getByLabel('Asset').selectOption(USDC)
  await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('20')
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog.getByTestId('tx-notice')).toHaveText(/at most 12\.5 USDC available/)
  await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('2.5')
  await dialog.getByLabel('To').fill('bob.algo')
  await expect(dialog.getByTestId('recipient-lookup')).toHaveText(
    `bob.algo → ${short(OTHER_ADDRESS)}, verified on bob.algo.`,
  )
  await confirmAndFinish(page, dialog, "Sent 2.5 USDC from alice.algo's vault to bob.algo")
  await expect(vaultRow(page, USDC)).toContainText('10')
  await expect(vaultRow(page, USDC)).not.toContainText('12.5')
})

test('the owner locks the vault opt-ins, then opens them again; the vault line follows', async ({ page }) => {
  await openProfile(page, 'alice.algo')
  const optIns = page.getByTestId('vault-opt-ins')
  let dialog = await startAction(page, 'Vault opt-ins', true)
  await expect(dialog.getByLabel('Who may opt the vault in')).toHaveValue('locked')
  await confirmAndFinish(page, dialog, "alice.algo's vault is locked: only you can opt it in")
  await expect(optIns).toHaveText('Opt-ins locked: only the owner can add assets.')
  dialog = await startAction(page, 'Vault opt-ins', true)
  await dialog.getByLabel('Who may opt the vault in').selectOption('open')
  await confirmAndFinish(page, dialog, "alice.algo's vault is unlocked: anyone can opt it in and send to it")
  await expect(optIns).toHaveText('Opt-ins open: anyone can send assets.')
})

test("sending to another's vault picks an asset I hold, in whole units; the vault shows it", async ({ page }) => {
  await openProfile(page, 'bob.algo')
  await expect(vaultRow(page, USDC)).toContainText('3')
  const dialog = await startAction(page, 'Send to vault', true)
  await dialog.getByLabel('Asset').selectOption(USDC)
  await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('12.5')
  await confirmAndFinish(page, dialog, "Sent 12.5 USDC to bob.algo's vault")
  await expect(vaultRow(page, USDC)).toContainText('15.5')
})

test("the vault's owner actions are not offered on a name I do not own", async ({ page }) => {
  await openProfile(page, 'bob.algo')
  const actions = page.getByTestId('name-actions')
  await actions.getByTestId('manage-button').click()
  const menu = page.getByRole('menu', { name: 'More' })
  await expect(menu.getByRole('menuitem', { name: 'Send to vault', exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Send from vault', exact: true })).toHaveCount(0)
  await expect(menu.getByRole('menuitem', { name: 'Vault opt-ins', exact: true })).toHaveCount(0)
})
