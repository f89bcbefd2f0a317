/**
 * The chain runs every group first (issue 35), on the mock build: the mock algod simulates
 * each group from its world before the wallet opens. A success lists what the chain says will
 * happen; a contract refusal and a contradicting effect stop before the wallet, in words; a node
 * without simulate falls back to our own checks, says so, and the purchase still completes. A
 * congested network's higher minimum fee is allowed and shown. Every action of the registry has
 * its review opened in one of two journeys (one page boot each, at desktop and at phone size):
 * what the chain says, in words with dollars, within reach and no wider than the screen.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  acceptTerms,
  answerWallet,
  closeDialog,
  confirmAndFinish,
  connectCoSigner,
  failedWith,
  finishedWith,
  openInApp,
  openProfile,
  OTHER_ACCOUNT,
  OTHER_ADDRESS,
  setFault,
  short,
  showProfile,
  startAction,
  TEST_ADDRESS,
  watchDialogs,
} from './pagesKit'
import { SUNSET_NFT, TOKEN_ASSET } from '../../src/mocks/fixtures/assets'

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

/** An action's review as a person reaches it: `open` starts it, `fill` answers its form. */
interface Review {
  action: string
  open: (page: Page) => Promise<Locator>
  fill?: (dialog: Locator) => Promise<unknown>
  /** What the chain says beyond the balance and the fees, one line each. */
  says?: RegExp[]
}

const USD = String.raw`\(≈ \$[\d.,]+\)`
const said = (words: string) => new RegExp(`^${words}\\.$`)
const paysContract = (name: string) =>
  said(`You pay [\\d.]+ ALGO ${USD} to ${name.replace('.', '\\.')} \\(its contract\\)`)

const inMenu = (action: string) => (page: Page) => startAction(page, action, true)
const button = (action: string) => (page: Page) => startAction(page, action)
const fillIn = (field: string | RegExp, value: string) => (dialog: Locator) => dialog.getByLabel(field).fill(value)
/** A recipient typed as bob.algo: a person reads where it resolves before going on. */
const toBob = async (dialog: Locator, field: string) => {
  await dialog.getByLabel(field).fill('bob.algo')
  await expect(dialog.getByTestId('recipient-lookup')).toHaveText(/^bob\.algo → \S+, verified on bob\.algo\./)
}
const pickNft = (dialog: Locator) =>
  dialog
    .getByRole('region', { name: 'NFTs of Your account' })
    .getByRole('button', { name: `${SUNSET_NFT.name} (${SUNSET_NFT.id})` })
    .click()

/**
 * Confirms the review's form: the network ran the group, and the review lists what it says in
 * words, with dollars, each line within reach at this size and nothing wider than the screen.
 */
async function chainSays(
  page: Page,
  dialog: Locator,
  { action, says = [] }: Pick<Review, 'action' | 'says'>,
): Promise<void> {
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog, action).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-not-simulated')).toHaveCount(0)
  const effects = dialog.getByTestId('tx-simulated').getByTestId('tx-effect')
  const balance = said(`Your balance goes from [\\d.,]+ ALGO ${USD} to [\\d.,]+ ALGO ${USD}`)
  const fees =
    /^The network runs \d+ transactions? \(\d+ of them by the contracts?\) and needs [\d.]+ ALGO \(≈ \$[\d.,]+\) in fees from your account\.$/
  for (const line of [...says, balance, fees]) await expect(effects.filter({ hasText: line }), action).toHaveCount(1)
  await expect(effects).toHaveCount(says.length + 2)
  // The list's first and last lines (and so those between) can be scrolled to inside the dialog at this size.
  for (const line of [effects.first(), effects.last()]) {
    await line.scrollIntoViewIfNeeded()
    await expect(line).toBeInViewport()
  }
  const { width } = page.viewportSize()!
  const box = (await dialog.boundingBox())!
  expect(box.x, action).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, action).toBeLessThanOrEqual(width)
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth), `${action}: wider than the dialog`).toBe(0)
}

/** Each review in turn, on the profile its name says (opened from inside the app), closed unsigned. */
async function reviewEach(page: Page, reviews: readonly (Review & { name?: string })[]): Promise<void> {
  for (const review of reviews) {
    await test.step(review.action, async () => {
      if (review.name) await showProfile(page, review.name)
      const dialog = await review.open(page)
      await review.fill?.(dialog)
      await chainSays(page, dialog, review)
      await closeDialog(page, dialog)
    })
  }
}

test("each owner's action on alice.algo: its review lists what the chain says, in words with dollars, within reach at this size @phone", async ({
  page,
}) => {
  test.slow()
  await openProfile(page, 'alice.algo')
  await reviewEach(page, [
    { action: 'List for sale', open: inMenu('List for sale'), fill: fillIn('Price (ALGO)', '120') },
    { action: 'Set as primary name', open: inMenu('Set as primary name') },
    {
      action: 'Edit profile',
      open: inMenu('Edit profile'),
      fill: fillIn('Bio', 'Checked with the network'),
      says: [paysContract('alice.algo')],
    },
    { action: 'Set avatar', open: inMenu('Set avatar'), fill: pickNft, says: [paysContract('alice.algo')] },
    { action: 'Set banner', open: inMenu('Set banner'), fill: pickNft, says: [paysContract('alice.algo')] },
    {
      action: 'Send to someone',
      open: inMenu('Send to someone'),
      fill: (dialog) => toBob(dialog, 'Recipient (address or .algo name)'),
      says: [said('You send alice\\.algo \\(asset \\d+\\) to alice\\.algo \\(its contract\\)')],
    },
    { action: 'Unlink address', open: inMenu('Unlink address') },
    {
      action: 'Send from vault',
      open: inMenu('Send from vault'),
      fill: async (dialog) => {
        await dialog.getByLabel('Asset').selectOption(String(TOKEN_ASSET.id))
        await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('2.5')
        await toBob(dialog, 'To')
      },
      says: [said(`bob\\.algo receives 2\\.5 ${TOKEN_ASSET.unitName} \\(asset ${TOKEN_ASSET.id}\\)`)],
    },
    {
      action: 'Vault opt-ins',
      open: inMenu('Vault opt-ins'),
      fill: (dialog) => dialog.getByLabel('Who may opt the vault in').selectOption('open'),
    },
    {
      action: 'Opt vault in to asset',
      open: inMenu('Opt vault in to asset'),
      fill: fillIn('Asset id', String(TOKEN_ASSET.id)),
      says: [said(`You pay 0\\.1 ALGO ${USD} to alice\\.algo's vault`)],
    },
    { action: 'Segment minting', open: inMenu('Segment minting'), fill: fillIn('Price a year (USD)', '7.50') },
    {
      action: 'Send to vault',
      open: inMenu('Send to vault'),
      fill: fillIn('Amount (whole units, e.g. 12.5)', '1.5'),
      says: [said(`You pay 1\\.5 ALGO ${USD} to alice\\.algo's vault`)],
    },
    {
      action: 'Accept an offer',
      open: async (p) => {
        await p.getByTestId('offers').getByTestId('accept-offer').first().click()
        const dialog = p.getByTestId('tx-dialog')
        await expect(dialog).toHaveAttribute('data-step', 'review')
        return dialog
      },
    },
  ])
  // Linking needs the other account's signature: connected, then signed, so that it can be made primary.
  await test.step('Link address, signed', async () => {
    const dialog = await startAction(page, 'Link address', true)
    await dialog.getByLabel('Address to link').fill(OTHER_ADDRESS)
    await connectCoSigner(page, dialog, OTHER_ACCOUNT)
    await chainSays(page, dialog, {
      action: 'Link address',
      says: [paysContract('alice.algo'), said(`You pay [\\d.]+ ALGO ${USD} to the NFD registry`)],
    })
    await dialog.getByTestId('tx-approve').click()
    await answerWallet(page, 'Approve')
    await finishedWith(dialog, `${short(OTHER_ADDRESS)} is linked to alice.algo`)
    await dialog.getByRole('button', { name: 'Close' }).click()
  })
  await reviewEach(page, [
    {
      action: 'Set primary address',
      open: inMenu('Set primary address'),
      fill: (dialog) => dialog.getByLabel('Address').selectOption(OTHER_ADDRESS),
    },
  ])
})

test("each action on another's name, or one not yet minted: its review lists what the chain says, in words with dollars, within reach at this size @phone", async ({
  page,
}) => {
  test.slow()
  await openProfile(page, 'forsale.algo')
  await reviewEach(page, [
    {
      action: 'Buy',
      open: button('Buy'),
      fill: acceptTerms,
      says: [
        paysContract('forsale.algo'),
        said('You receive forsale\\.algo \\(asset \\d+\\)'),
        said(`The seller receives 47\\.5 ALGO ${USD}`),
        said(`The NFD platform \\(its commission\\) receives 2\\.5 ALGO ${USD}`),
      ],
    },
    {
      name: 'brandnewname.algo',
      action: 'Mint',
      open: button('Mint'),
      fill: acceptTerms,
      says: [said(`You pay [\\d.]+ ALGO ${USD} to the NFD registry`), said('You receive 1 unit of asset \\d+')],
    },
    {
      name: 'gift.algo',
      action: 'Claim',
      open: button('Claim'),
      fill: acceptTerms,
      says: [paysContract('gift.algo'), said('You receive gift\\.algo \\(asset \\d+\\)')],
    },
    { name: 'bob.algo', action: 'Make offer', open: button('Make offer'), fill: fillIn('Offer (ALGO)', '12') },
    { name: 'soon.algo', action: 'Renew', open: button('Renew'), says: [paysContract('soon.algo')] },
    { name: 'cheap.algo', action: 'Cancel sale', open: inMenu('Cancel sale') },
    { name: 'legacy.algo', action: 'Upgrade contract', open: inMenu('Upgrade contract') },
    {
      action: 'Pay',
      open: async (p) => {
        await openInApp(p, '/pay/bob.algo?amount=2.5')
        await p.getByTestId('pay-button').click()
        return p.getByTestId('tx-dialog')
      },
      says: [said(`You pay 2\\.5 ALGO ${USD} to bob\\.algo`)],
    },
  ])
})
