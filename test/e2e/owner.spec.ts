/**
 * The owner's toolkit in the mock build with the mnemonic wallet: each action through the one
 * dialog, the page showing the new state, and the action not offered to an account that may
 * not take it.
 */
import { algosToMicroalgos } from '../../src/lib/money'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { quote } from '../../src/mocks/pricing'
import { expect, test } from './fixtures'
import {
  OTHER_ACCOUNT,
  OTHER_ADDRESS,
  TEST_ADDRESS,
  acceptTerms,
  addressWithTypo,
  axeViolations,
  closeDialog,
  THIRD_ADDRESS,
  answerWallet,
  confirmAndFinish,
  confirmAndSign,
  connectCoSigner,
  connectTestWallet,
  finishedWith,
  linkThroughDialog,
  manageItems,
  manageMenu,
  openInApp,
  openManageMenu,
  openProfile,
  reviewedTotal,
  short,
  showProfile,
  startAction,
  unseenText,
} from './pagesKit'

test.describe('send a name', () => {
  test('to a .algo name: shows where it resolves and that it is verified there; then reserved for them @phone', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const dialog = await startAction(page, 'Send to someone', true)
    const recipient = dialog.getByLabel('Recipient (address or .algo name)')
    await recipient.fill(THIRD_ADDRESS)
    await expect(dialog.getByTestId('recipient-lookup')).toHaveText('Not verified on any name: check the address.')
    await recipient.fill('bob.algo')
    await expect(dialog.getByTestId('recipient-lookup')).toHaveText(
      `bob.algo → ${short(OTHER_ADDRESS)}, verified on bob.algo.`,
    )
    await confirmAndFinish(page, dialog, 'alice.algo is reserved for bob.algo: they can claim it now')
    const profile = page.getByTestId('profile')
    await expect(profile.getByTestId('state-badge').first()).toHaveText('Reserved')
    await expect(profile).toContainText(`Reserved for ${short(OTHER_ADDRESS)}`)
    // Sent: the former owner no longer manages it.
    await expect(page.getByTestId('name-actions').getByTestId('manage-button')).toHaveCount(0)
  })

  test('not offered for a name you do not own, nor for one you have listed', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible()
    expect(await manageMenu(page)).not.toContain('Send to someone')
    await showProfile(page, 'cheap.algo')
    const items = await manageItems(page)
    expect(items).toContainEqual({ section: 'Sale', name: 'Cancel sale', reason: null })
    expect(items).toContainEqual({
      section: 'Sale',
      name: 'Send to someone',
      reason: 'It is listed: cancel the sale first',
    })
  })
})

test.describe('link an address the wallet does not hold', () => {
  test('warned before the group is built, refused until connected; then both sign and the profile shows the link', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const dialog = await startAction(page, 'Link address', true)
    await dialog.getByLabel('Address to link').fill(OTHER_ADDRESS)
    await expect(dialog.getByTestId('tx-cosigners')).toContainText(`${short(OTHER_ADDRESS)} must sign too`)
    // Not connected: the review stops it, nothing is built and the wallet is not asked.
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText(
      `${short(OTHER_ADDRESS)} must sign too, and your wallet does not hold it: connect it first.`,
    )
    await expect(dialog).toHaveAttribute('data-step', 'review')

    await connectCoSigner(page, dialog, OTHER_ACCOUNT)
    // The owner is still the account acting.
    await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS))
    await dialog.getByTestId('tx-confirm').click()
    await reviewedTotal(dialog)
    await dialog.getByTestId('tx-approve').click()
    // One request signs both accounts' entries: the owner's payments and update, the linked address's proof.
    const prompt = page.getByRole('dialog', { name: /^Sign \d+ transactions\?$/ })
    await expect(prompt).toContainText(short(TEST_ADDRESS))
    await expect(prompt).toContainText(short(OTHER_ADDRESS))
    await answerWallet(page, 'Approve')
    await finishedWith(dialog, `${short(OTHER_ADDRESS)} is linked to alice.algo`)
    await expect(page.getByTestId('profile-addresses')).toContainText(short(OTHER_ADDRESS))
  })
})

test.describe('unlink an address', () => {
  test('a linked address leaves the profile', async ({ page }) => {
    await openProfile(page, 'alice.algo')
    const addresses = await linkThroughDialog(page, 'alice.algo', OTHER_ACCOUNT)

    const dialog = await startAction(page, 'Unlink address', true)
    // Every linked address is offered, the primary one too; the last linked is chosen first.
    await expect(dialog.getByLabel('Address to unlink').locator('option')).toHaveText([
      `${short(TEST_ADDRESS)} (primary) (you)`,
      short(OTHER_ADDRESS),
    ])
    await expect(dialog.getByLabel('Address to unlink')).toHaveValue(OTHER_ADDRESS)
    await confirmAndFinish(page, dialog, `${short(OTHER_ADDRESS)} is no longer linked to alice.algo`)
    await expect(addresses).not.toContainText(short(OTHER_ADDRESS))
  })

  test('not offered when the name has no linked address, nor to another account', async ({ page }) => {
    await openProfile(page, 'soon.algo')
    const items = await manageItems(page)
    expect(items).toContainEqual({ section: 'Addresses', name: 'Link address', reason: null })
    expect(items).toContainEqual({
      section: 'Addresses',
      name: 'Unlink address',
      reason: 'No address is linked yet: link one first',
    })
    await showProfile(page, 'bob.algo')
    await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible()
    expect(await manageMenu(page)).not.toContain('Unlink address')
  })
})

test.describe('mint for someone else', () => {
  test('reserved for the recipient, named by their .algo name; a bad recipient, a name nobody holds and an address typo each stop on review in their own words', async ({
    page,
  }) => {
    await openProfile(page, 'forbob.algo')
    const dialog = await startAction(page, 'Mint')
    const recipient = dialog.getByLabel('For someone else (optional: address or .algo name)')
    await recipient.fill('not a name')
    await acceptTerms(dialog)
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText(/an Algorand address or a \.algo name/)
    await expect(dialog).toHaveAttribute('data-step', 'review')
    // A name nobody holds: said under the field, and on submit the same, never "looking up" it.
    await recipient.fill('nosuchname.algo')
    await expect(dialog.getByTestId('recipient-lookup')).toHaveText('nosuchname.algo has no owner who can receive it.')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText(/: nosuchname\.algo has no owner who can receive it$/)
    // An address with a typo: its checksum says so, not the generic hint.
    await recipient.fill(addressWithTypo(OTHER_ADDRESS))
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText(
      /: this address has a typo: its last characters \(its checksum\) do not match the rest$/,
    )
    await expect(dialog).toHaveAttribute('data-step', 'review')

    await recipient.fill('bob.algo')
    await expect(dialog.getByTestId('recipient-lookup')).toHaveText(
      `bob.algo → ${short(OTHER_ADDRESS)}, verified on bob.algo.`,
    )
    // The page turns from the mint page to the profile under the dialog, which stays on its Done step.
    await confirmAndSign(page, dialog)
    await finishedWith(dialog, 'forbob.algo is reserved for bob.algo: they can claim it now')
    await expect(dialog.getByTestId('tx-next-steps').getByRole('link', { name: 'View bob.algo' })).toHaveAttribute(
      'href',
      '/name/bob.algo',
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    const profile = page.getByTestId('profile')
    await expect(profile.getByTestId('state-badge').first()).toHaveText('Reserved')
    await expect(profile).toContainText(`Reserved for ${short(OTHER_ADDRESS)}`)
  })
})

test.describe('upgrade the contract', () => {
  test('on an old contract the owner changes say they wait for the upgrade, offered up front; two upgrades later the edit goes through', async ({
    page,
  }) => {
    await openProfile(page, 'legacy.algo')
    const menu = await openManageMenu(page)
    await expect(menu.getByTestId('manage-old-contract')).toContainText("This name's contract is version 2.5")
    // Said before any form: the item is disabled, its reason shown under it.
    const send = menu.getByRole('menuitem', { name: 'Send from vault' })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await expect(send).toContainText('Upgrade the contract first: version 2.5 cannot send from its vault')
    await expect(menu.getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute('aria-disabled', 'true')
    await menu.getByRole('menuitem', { name: 'Upgrade the contract' }).click()
    let dialog = page.getByTestId('tx-dialog')
    await expect(page.getByRole('dialog', { name: 'Upgrade the contract of legacy.algo' })).toContainText(
      'Contracts older than 2.11 can no longer be changed',
    )
    await confirmAndFinish(page, dialog, 'legacy.algo is on the 2.11 contract: upgrade once more to reach version 3')
    // 2.11 is still too old for owner changes: the chain says so, and the menu follows it once
    // the name is read again.
    await expect
      .poll(() => manageItems(page))
      .toContainEqual({
        section: 'Profile',
        name: 'Edit profile',
        reason: 'Upgrade the contract first: version 2.11 cannot edit it',
      })
    dialog = await startAction(page, 'Upgrade contract', true)
    await expect(dialog.getByTestId('tx-estimate')).toContainText('One year of renewal')
    await confirmAndFinish(page, dialog, /^legacy\.algo is on the version 3 contract, renewed for a year/)
    expect(await manageMenu(page)).not.toContain('Upgrade contract')

    dialog = await startAction(page, 'Edit profile', true)
    await dialog.getByLabel('Bio').fill('Upgraded at last.')
    await confirmAndFinish(page, dialog, "legacy.algo's profile is updated")
    await expect(page.getByTestId('profile-bio')).toHaveText('Upgraded at last.')
  })

  test('not offered on a current contract, nor on a name you do not own', async ({ page }) => {
    await openProfile(page, 'alice.algo')
    const items = await manageItems(page)
    expect(items).toContainEqual({ section: 'Profile', name: 'Edit profile', reason: null })
    expect(items).toContainEqual({
      section: 'Contract',
      name: 'Upgrade contract',
      reason: 'The contract is current already (version 3.0)',
    })
    await showProfile(page, 'bob.algo')
    await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible()
    expect(await manageMenu(page)).not.toContain('Upgrade contract')
  })
})

test.describe('the Manage menu', () => {
  test('in sections with headings; every item reached by a pointer, a disabled one showing why; Escape gives focus back; a button label that wraps stays inside its border @phone', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const menu = await openManageMenu(page)
    for (const section of ['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract']) {
      const group = menu.getByRole('group', { name: section })
      await expect(group).toBeVisible()
      await expect(group.getByText(section, { exact: true })).toBeVisible()
    }
    const cancel = menu.getByRole('menuitem', { name: 'Cancel sale' })
    await expect(cancel.getByText('It is not listed for sale')).toBeVisible()
    // The panel fits the window (scrolling inside it on a phone); a pointer reaches every item.
    const panel = await menu.locator('xpath=..').boundingBox()
    const viewport = page.viewportSize()!
    expect(panel!.y).toBeGreaterThanOrEqual(0)
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(viewport.height)
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width)
    const items = menu.getByRole('menuitem')
    expect(await items.count()).toBe(17)
    for (const item of await items.all()) await item.hover()
    // Its roles, names and contrast pass axe, the name-and-words rule included.
    const every = ['minor', 'moderate', 'serious', 'critical'] as const
    expect(await axeViolations(page, { include: '[role="menu"]', impacts: every })).toEqual([])
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByTestId('name-actions').getByTestId('manage-button')).toBeFocused()

    // A label that wraps on a phone grows its button: the words stay inside its border.
    const dialog = await startAction(page, 'Link address', true)
    await dialog.getByLabel('Address to link').fill(OTHER_ADDRESS)
    const connect = dialog.getByTestId('tx-connect-cosigner')
    await expect(connect).toHaveText('Connect another account in Mnemonic')
    expect(await unseenText(connect)).toBe('')
    await closeDialog(page, dialog)
  })
})

/** alice.algo as the mock world starts: its segments open at $5. */
const aliceRoot = () => buildNameFixtures(Date.now()).find((record) => record.name === 'alice.algo')

test.describe('segments', () => {
  test("the root's owner sets the price in dollars, then locks; the Segments card follows", async ({ page }) => {
    await openProfile(page, 'alice.algo')
    const terms = page.getByTestId('segment-terms')
    await expect(terms).toHaveText('Open: anyone can mint a segment for $5.00 a year.')
    let dialog = await startAction(page, 'Segment minting', true)
    await expect(dialog.getByLabel('Price a year (USD)')).toHaveValue('5')
    await dialog.getByLabel('Price a year (USD)').fill('7.50')
    await confirmAndFinish(page, dialog, 'Anyone can mint segments of alice.algo for $7.50 a year')
    await expect(terms).toHaveText('Open: anyone can mint a segment for $7.50 a year.')

    dialog = await startAction(page, 'Segment minting', true)
    await dialog.getByLabel('Who may mint segments').selectOption('locked')
    await confirmAndFinish(page, dialog, 'Segments of alice.algo are locked: only you can mint them')
    await expect(terms).toHaveText('Locked: only the owner mints segments.')
  })

  test("minting a segment of an open root: the owner's price plus the segment fee, the same in the estimate and the group", async ({
    page,
  }) => {
    await openProfile(page, 'new.alice.algo', OTHER_ACCOUNT)
    const dialog = await startAction(page, 'Mint')
    await expect(page.getByRole('dialog', { name: 'Mint new.alice.algo' })).toContainText(
      'The owner of alice.algo asks $5.00 a year for its segments, plus the $5.00 segment fee: $10.00 a year, paid in ALGO.',
    )
    const estimate = dialog.getByTestId('tx-estimate')
    await expect(estimate).toContainText("Price for 1 year (alice.algo's $5.00 + $5.00 segment fee, a year)")
    const estimated = (await estimate.getByTestId('tx-estimate-amount').allTextContents())
      .map((text) => algosToMicroalgos(text.replace(' ALGO', '').replaceAll(',', '')))
      .reduce((sum, amount) => sum + amount, 0n)
    // $10 a year at the mock's rate, plus the carry cost.
    expect(estimated).toBe(BigInt(quote('new.alice.algo', OTHER_ADDRESS, undefined, aliceRoot()).price))
    await acceptTerms(dialog)
    await dialog.getByTestId('tx-confirm').click()
    const total = await reviewedTotal(dialog)
    const fees = algosToMicroalgos(((await dialog.getByTestId('tx-fees').textContent()) ?? '').replace(' ALGO', ''))
    expect(total - fees).toBe(estimated)
  })

  test('the root owner minting a segment is told they pay the segment fee alone', async ({ page }) => {
    await openProfile(page, 'new.alice.algo')
    const dialog = await startAction(page, 'Mint')
    await expect(page.getByRole('dialog', { name: 'Mint new.alice.algo' })).toContainText(
      'You own alice.algo: you pay only the $5.00 segment fee a year.',
    )
    await expect(dialog.getByTestId('tx-estimate')).toContainText('Price for 1 year (the $5.00 segment fee only)')
  })

  test('not offered on a segment, nor on a root you do not own', async ({ page }) => {
    await openProfile(page, 'pay.alice.algo')
    const items = await manageItems(page)
    expect(items).toContainEqual({ section: 'Profile', name: 'Edit profile', reason: null })
    expect(items).toContainEqual({
      section: 'Segments',
      name: 'Segment minting',
      reason: 'Only a root name (one word before .algo) has segments',
    })
    await showProfile(page, 'bob.algo')
    await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible()
    expect(await manageMenu(page)).not.toContain('Segment minting')
  })
})

test.describe('the claim inbox', () => {
  test('names reserved for me on My names, not those reserved for others; claimed, it joins my names', async ({
    page,
  }) => {
    await page.goto('/my-names')
    await connectTestWallet(page)
    const inbox = page.getByRole('list', { name: 'names reserved for you' })
    await expect(inbox.locator('[data-name="gift.algo"]')).toBeVisible()
    await expect(inbox.locator('[data-name="private.algo"]')).toHaveCount(0)

    await inbox.getByRole('link', { name: /^gift\.algo avatar/ }).click()
    const dialog = await startAction(page, 'Claim')
    await acceptTerms(dialog)
    await confirmAndFinish(page, dialog, 'gift.algo is yours')

    await openInApp(page, '/my-names')
    await expect(
      page.getByRole('list', { name: `names of ${TEST_ADDRESS}` }).locator('[data-name="gift.algo"]'),
    ).toBeVisible()
    await expect(page.getByTestId('claim-inbox')).toHaveCount(0)
  })
})
