/**
 * The transaction flows end to end in the mock build: the mnemonic wallet signs real algosdk
 * groups from the mock API, the mock algod checks signatures and untouched "s" entries, then
 * the profile shows the new state without a reload. Before the wallet opens, the dialog shows
 * the total decoded from the group, and that total is what the mock algod debits. Plus the
 * failure paths: a tampered group (every kind, across the actions), a refusal in the wallet,
 * insufficient funds, not confirmed in 4 rounds, and a reload while a transaction is in flight.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  OTHER_ACCOUNT,
  OTHER_ADDRESS,
  TEST_ADDRESS,
  acceptTerms,
  answerWallet,
  clearFaults,
  closeDialog,
  balanceOf,
  confirmAndFinish,
  confirmAndSign,
  faultsBeforeLoad,
  linkThroughDialog,
  failedWith,
  finishedWith,
  openManageMenu,
  openProfile,
  reviewedTotal,
  setFault,
  short,
  showProfile,
  skipTimeUntilVisible,
  startAction,
} from './pagesKit'
import { TERMS_URL } from '../../src/config/constants'
import { applicationAddress } from '../../src/lib/address'
import { algosToMicroalgos, formatAlgos } from '../../src/lib/money'
import { ATTACKER } from '../../src/mocks/groups'
import { quote } from '../../src/mocks/pricing'
import { TAMPERINGS, type Tampering } from '../../src/mocks/tamperGroup'
import { PENDING_TX_PREFIX } from '../../src/names/transactions/pending/pendingTx'

const MOCK_TOKEN_ID = '10458941'

test.describe('each action end to end (mock build, mnemonic wallet)', () => {
  test('buy: the price in dollars too, the seller, the terms linked; terms first, then sign, submit, confirm; the page shows the new owner @phone', async ({
    page,
  }) => {
    await openProfile(page, 'forsale.algo')
    const dialog = await startAction(page, 'Buy')
    const estimate = dialog.getByTestId('tx-estimate')
    await expect(estimate.getByTestId('tx-estimate-amount')).toHaveText('50 ALGO')
    await expect(estimate.getByTestId('usd')).toHaveText(/^≈ \$[\d,]+\.\d\d$/)
    // Who is paid: the seller's verified name and address, as the wallet and explorers show it.
    await expect(dialog.getByTestId('tx-seller')).toHaveText(
      `Seller: bob.algo, ${short(OTHER_ADDRESS)}. You pay the name's contract, and it pays the seller.`,
    )
    const terms = dialog.getByRole('link', { name: 'Read the terms (opens a new tab)' })
    await expect(terms).toHaveAttribute('href', TERMS_URL)
    await expect(terms).toHaveAttribute('target', '_blank')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Accept the terms of service to continue.')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await acceptTerms(dialog)
    // The decoded payment names the contract's address the wallet will show, and its dollars.
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog).toHaveAttribute('data-step', 'approve')
    const payment = dialog.getByTestId('tx-outflow')
    await expect(payment.getByTestId('tx-to-address')).toHaveText(short(applicationAddress(910_021)))
    await expect(payment.getByTestId('usd')).toHaveText(/^≈ \$[\d,]+\.\d\d$/)
    await expect(dialog.getByTestId('tx-seller')).toContainText('Seller: bob.algo')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await confirmAndFinish(page, dialog, 'forsale.algo is yours')
    await expect(page.getByTestId('owner')).toContainText(short(TEST_ADDRESS))
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  })

  test('buy on a congested network: the review shows the fee by size, and that fee is what is debited', async ({
    page,
  }) => {
    await openProfile(page, 'forsale.algo')
    // algod suggests 20 µALGO a byte: the service sizes its fees, the check reads the same rate.
    await setFault(page, { kind: 'congested', feePerByte: 20 })
    const dialog = await startAction(page, 'Buy')
    await acceptTerms(dialog)
    const before = await balanceOf(page, TEST_ADDRESS)
    await dialog.getByTestId('tx-confirm').click()
    const total = await reviewedTotal(dialog)
    await expect(dialog.getByTestId('tx-busy-network')).toHaveText(
      'The network is busy: it charges 0.00002 ALGO a byte of each transaction (at least 0.001 ALGO).',
    )
    const feesText = (await dialog.getByTestId('tx-fees').textContent()) ?? ''
    const fees = algosToMicroalgos(feesText.replace(' ALGO', ''))
    // On a calm network: the payment and the purchase call with its four inner transactions, 0.006 ALGO.
    expect(fees).toBeGreaterThan(6000n)
    expect(total).toBe(50_000_000n + fees)
    await expect(dialog.getByTestId('tx-difference')).toHaveText(
      `${feesText} more than the 50 ALGO estimated: the network fees.`,
    )
    await dialog.getByTestId('tx-approve').click()
    await answerWallet(page, 'Approve')
    await finishedWith(dialog, 'forsale.algo is yours')
    expect(before - (await balanceOf(page, TEST_ADDRESS))).toBe(total)
  })

  test('mint: 2 years at the quoted price, carry cost once; the name becomes mine @phone', async ({ page }) => {
    // Three groups signed in one flow: mint, link, primary name.
    test.slow()
    await openProfile(page, 'brandnewname.algo')
    const dialog = await startAction(page, 'Mint')
    await dialog.getByLabel('Years').fill('2')
    // The mock quotes the registry's rule ($6 a year, raised 2% each September) at 0.25 $/ALGO.
    const { price, carryCost } = quote('brandnewname.algo', TEST_ADDRESS, undefined, undefined)
    await expect(dialog.getByTestId('tx-estimate')).toContainText('Price for 2 years')
    await expect(dialog.getByTestId('tx-estimate')).toContainText(`${formatAlgos(2 * (price - carryCost))} ALGO`)
    await expect(dialog.getByTestId('tx-estimate')).toContainText(`${formatAlgos(carryCost)} ALGO`)
    expect(carryCost).toBe(2_500_000)
    await acceptTerms(dialog)
    const before = await balanceOf(page, TEST_ADDRESS)
    const total = await confirmAndSign(page, dialog)
    // Fees as the SDK sets them: four gas calls and the payment at 1,000 µALGO each, and the mint
    // call's 1,000 plus its extra 10,000 for the registry's inner transactions.
    expect(total).toBe(BigInt(price + (price - carryCost)) + 4n * 1000n + 1000n + 11_000n)
    // The page turns into the profile under the dialog, which ends on its Done step.
    await finishedWith(dialog, 'brandnewname.algo is yours')
    expect(before - (await balanceOf(page, TEST_ADDRESS))).toBe(total)
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
    await expect(page.getByTestId('owner')).toContainText(short(TEST_ADDRESS))
    // No toast says it twice.
    await expect(page.getByText('brandnewname.algo is yours')).toHaveCount(1)
    const next = dialog.getByTestId('tx-next-steps')
    await expect(next.getByRole('button', { name: 'Edit profile' })).toBeVisible()
    await expect(next.getByRole('button', { name: 'Copy link' })).toBeVisible()

    // Set as primary name goes on into that action on the new name. A new name has no linked
    // address yet: the way there links yours first, and that Done step goes on to it.
    await expect(next.getByText('First: link address')).toBeVisible()
    await next.getByRole('button', { name: 'Set as primary name' }).click()
    await expect(page.getByRole('dialog', { name: 'Link an address to brandnewname.algo' })).toBeVisible()
    await expect(dialog.getByLabel('Address to link')).toHaveValue(TEST_ADDRESS)
    await confirmAndSign(page, dialog)
    await finishedWith(dialog, `${short(TEST_ADDRESS)} is linked to brandnewname.algo`)
    await dialog.getByTestId('tx-next-steps').getByRole('button', { name: 'Set as primary name' }).click()
    await expect(page.getByRole('dialog', { name: 'Make brandnewname.algo a primary name' })).toBeVisible()
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await expect(dialog.getByLabel('For address')).toHaveValue(TEST_ADDRESS)
    await confirmAndFinish(page, dialog, `brandnewname.algo is now the primary name of ${short(TEST_ADDRESS)}`)
  })

  test('list: the review says what reaches the seller; the Done step says the price in words; View listing shows it on the profile @phone', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const dialog = await startAction(page, 'List for sale', true)
    await dialog.getByLabel('Price (ALGO)').fill('120')
    // The name's contract keeps the platform's commission (its commission1, 50 thousandths) from the price.
    const proceeds =
      /^If alice\.algo sells, you receive 114 ALGO \(≈ \$[\d,]+\.\d\d\)\. Its contract keeps 6 ALGO \(≈ \$[\d,]+\.\d\d\), the NFD platform's 5% commission\.$/
    await expect(dialog.getByTestId('tx-describe')).toHaveText(proceeds)
    await dialog.getByTestId('tx-confirm').click()
    await reviewedTotal(dialog)
    await expect(dialog.getByTestId('tx-describe')).toHaveText(proceeds)
    // Nothing was estimated: the fees line says what the listing costs, no "estimate of 0 ALGO".
    await expect(dialog.getByTestId('tx-fees')).toHaveText(/^0\.\d+ ALGO$/)
    await expect(dialog.getByTestId('tx-difference')).toHaveCount(0)
    await dialog.getByTestId('tx-approve').click()
    await answerWallet(page, 'Approve')
    await finishedWith(dialog, /^alice\.algo is listed for 120 ALGO \(≈ \$[\d,]+\.\d\d\)$/)
    const next = dialog.getByTestId('tx-next-steps')
    await expect(next.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await next.getByRole('link', { name: 'View listing' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('sale-price')).toContainText('120')
  })

  test('claim a name reserved for me', async ({ page }) => {
    await openProfile(page, 'gift.algo')
    const dialog = await startAction(page, 'Claim')
    // sellAmount 5 minus the 2 ALGO minting kickoff already paid.
    await expect(dialog.getByTestId('tx-estimate')).toContainText('3 ALGO')
    await acceptTerms(dialog)
    await confirmAndFinish(page, dialog, 'gift.algo is yours')
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  })

  test('list for sale (reserved for one buyer), a price it cannot take saying why; then cancel the sale', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    let dialog = await startAction(page, 'List for sale', true)
    // A price it cannot take says why: more ALGO than exist, or finer than a microALGO.
    for (const [price, reason] of [
      ['99999999999999', 'Price: at most 10,000,000,000 ALGO, more ALGO than exist'],
      ['0.0000001', 'Price: ALGO has at most 6 decimal places'],
    ] as const) {
      await dialog.getByLabel('Price (ALGO)').fill(price)
      await dialog.getByTestId('tx-confirm').click()
      await expect(dialog.getByTestId('tx-notice')).toHaveText(reason)
    }
    await dialog.getByLabel('Price (ALGO)').fill('25')
    await dialog.getByLabel('Only this buyer (optional)').fill(OTHER_ADDRESS)
    await confirmAndFinish(page, dialog, 'alice.algo is listed for 25 ALGO')
    await expect(page.getByTestId('sale-price')).toContainText('25')
    await expect(page.getByText('may buy it')).toContainText(short(OTHER_ADDRESS))

    dialog = await startAction(page, 'Cancel sale', true)
    await confirmAndFinish(page, dialog, 'alice.algo is no longer for sale')
    await expect(page.getByTestId('sale-price')).toBeHidden()
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  })

  test('make an offer: at least 1 ALGO, with a note', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    const dialog = await startAction(page, 'Make offer')
    await dialog.getByLabel('Offer (ALGO)').fill('0.5')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Offer: at least 1 ALGO')
    await dialog.getByLabel('Offer (ALGO)').fill('12')
    await dialog.getByLabel('Note to the owner').fill('Would you sell?')
    // The contract's postOffer takes no payment: the review pays nobody, and the account spends the fee alone.
    await dialog.getByTestId('tx-confirm').click()
    await expect(reviewedTotal(dialog)).resolves.toBe(1_000n)
    await expect(dialog.getByTestId('tx-call')).toHaveText(
      'Offer 12 ALGO for bob.algo with the note “Would you sell?”.',
    )
    await expect(dialog.getByTestId('tx-outflow')).toHaveCount(0)
    await expect(dialog.getByTestId('tx-describe')).toHaveText(
      /^No ALGO leaves your account now: the offer is only posted\. If the owner accepts, bob\.algo is reserved for you at 12 ALGO \(≈ \$[\d.,]+\) and you pay when you buy it\.$/,
    )
    await dialog.getByRole('button', { name: 'Back' }).click()
    await confirmAndFinish(page, dialog, /^Your offer of 12 ALGO \(≈ \$[\d.,]+\) for bob\.algo is with its owner$/)
  })

  test('renew for 2 years: the expiry moves', async ({ page }) => {
    await openProfile(page, 'soon.algo')
    const expiry = page.getByTestId('profile').locator('time').first()
    const before = await expiry.getAttribute('datetime')
    const dialog = await startAction(page, 'Renew')
    await dialog.getByLabel('Years').fill('2')
    await expect(dialog.getByTestId('tx-estimate')).toContainText('Price for 2 years')
    await confirmAndFinish(page, dialog, 'soon.algo is renewed for 2 more years')
    // Two years (of 365 days) added to the old expiry.
    await expect
      .poll(async () => (Date.parse((await expiry.getAttribute('datetime'))!) - Date.parse(before!)) / 86_400_000)
      .toBeCloseTo(730, 0)
  })

  test('edit the profile (a Website that is not one refused), start verifying GitHub, Later; after a reload the profile offers to continue the same challenge, then verifies it @phone', async ({
    page,
  }) => {
    // Two signings with a reload between them.
    test.slow()
    await openProfile(page, 'alice.algo')
    const dialog = await startAction(page, 'Edit profile', true)
    // A Website that is not a web address is refused on review, before anything is signed.
    const website = dialog.getByLabel('Website', { exact: true })
    const linked = await website.inputValue()
    await website.fill('not a url')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Website: a web address, as https://example.com')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await website.fill(linked)
    await dialog.getByLabel('Bio').fill('Edited in the browser test.')
    await dialog.getByLabel('GitHub user').fill('alice-gh')
    await confirmAndFinish(page, dialog, "alice.algo's profile is updated")
    await expect(page.getByTestId('profile-bio')).toHaveText('Edited in the browser test.')

    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain' }).click()
    const verify = page.getByTestId('verify-dialog')
    await expect(verify.getByLabel('What to verify')).toHaveValue('github')
    await verify.getByTestId('verify-request').click()
    const challenge = verify.getByTestId('verify-challenge')
    await expect(challenge).toHaveText(/^nfd-mock-challenge-\d+$/)
    const asked = await challenge.textContent()
    await verify.getByRole('button', { name: 'Later' }).click()
    await expect(verify).toHaveCount(0)

    // The profile shows the verification waiting on its field, before and after a reload.
    const github = page.getByTestId('profile-socials').locator('[data-field="github"]')
    const waiting = github.getByTestId('verify-waiting')
    await expect(waiting).toHaveText('Verification waiting: continue')
    await page.reload()
    await expect(page.getByTestId('name-actions')).toBeVisible()
    await expect(waiting).toBeVisible()
    // Any other field has none.
    await expect(page.getByTestId('verify-waiting')).toHaveCount(1)

    // Back to the same challenge (no second request, which the service would refuse), then done.
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/nfd/verify/')) requests.push(new URL(r.url()).pathname)
    })
    await waiting.click()
    await expect(verify).toHaveAttribute('data-step', 'challenge')
    await expect(challenge).toHaveText(asked!)
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-done')).toHaveText(
      'Verified: alice-gh on alice.algo. Its check mark shows on the profile.',
    )
    expect(requests).toEqual([expect.stringMatching(/^\/nfd\/verify\/confirm\/verify-\d+$/)])
    await verify.getByRole('button', { name: 'Close' }).click()
    await expect(github.locator('[data-verified="true"]')).toBeVisible()
    await expect(waiting).toHaveCount(0)
  })

  test('a waiting challenge the service let lapse: coming back gives a new one, with a notice, never "already waiting"', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain' }).click()
    const verify = page.getByTestId('verify-dialog')
    await verify.getByTestId('verify-request').click()
    const challenge = verify.getByTestId('verify-challenge')
    await expect(challenge).toHaveText(/^nfd-mock-challenge-\d+$/)
    const asked = await challenge.textContent()
    await verify.getByRole('button', { name: 'Later' }).click()
    await page.evaluate(() => window.__mock!.lapseVerifications('alice.algo'))

    // The Manage menu counts the waiting challenge, and opens on it.
    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain (1 waiting)' }).click()
    await expect(challenge).toHaveText(asked!)
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-notice')).toHaveText(
      'The earlier challenge had lapsed, so the name service gave a new one: use this one instead.',
    )
    await expect(challenge).toHaveText(/^nfd-mock-challenge-\d+$/)
    expect(await challenge.textContent()).not.toBe(asked)
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-done')).toHaveText(
      'Verified: alice_algo on alice.algo. Its check mark shows on the profile.',
    )
  })

  test('verify X: each choice says where it stands; the challenge comes from the service, then the check mark', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain' }).click()
    const verify = page.getByTestId('verify-dialog')
    const choice = verify.getByLabel('What to verify')
    const status = verify.getByTestId('verify-status')
    // X is the default; it is verified already, and the e-mail too, with no contradiction.
    await expect(choice).toHaveValue('twitter')
    await expect(status).toHaveText(
      'Verified: alice_algo. Verify it again only if the check mark is missing somewhere.',
    )
    await choice.selectOption('email')
    await expect(status).toHaveAttribute('data-status', 'verified')
    await expect(status).toContainText('Verified: alice@example.com.')
    // Nothing set for GitHub: the way on is Edit profile, not a challenge.
    await choice.selectOption('github')
    await expect(status).toHaveText('No GitHub on the profile yet: add it with Edit profile, then verify it here.')
    await verify.getByRole('button', { name: 'Edit profile' }).click()
    const edit = page.getByTestId('tx-dialog')
    await expect(edit).toHaveAttribute('data-step', 'review')
    await expect(page.getByRole('dialog', { name: /alice\.algo/ })).toBeVisible()
    await edit.getByRole('button', { name: 'Cancel' }).click()

    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain' }).click()
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/nfd/verify/')) requests.push(new URL(r.url()).pathname)
    })
    await verify.getByTestId('verify-request').click()
    await expect(status).toHaveAttribute('data-status', 'pending')
    await expect(verify.getByTestId('verify-challenge')).toHaveText(/^nfd-mock-challenge-\d+$/)
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-done')).toHaveText(
      'Verified: alice_algo on alice.algo. Its check mark shows on the profile.',
    )
    expect(requests).toEqual(['/nfd/verify/request', expect.stringMatching(/^\/nfd\/verify\/confirm\/verify-\d+$/)])
  })

  test('verify the e-mail: pending until the code is typed, a wrong code fails in words, the right one verifies', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    await (await openManageMenu(page)).getByRole('menuitem', { name: 'Verify a social or domain' }).click()
    const verify = page.getByTestId('verify-dialog')
    const status = verify.getByTestId('verify-status')
    await verify.getByLabel('What to verify').selectOption('email')
    await verify.getByTestId('verify-request').click()
    await expect(status).toHaveText(
      'Pending: the name service sent a code to alice@example.com. alice@example.com is verified once you type that code here.',
    )
    await expect(verify.getByTestId('verify-challenge')).toHaveCount(0)
    const code = verify.getByLabel('Code from the e-mail')
    await code.fill('000000')
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-reason')).toHaveText(
      'Failed: that code did not match. Check the e-mail from the name service and type the code again.',
    )
    await verify.getByRole('button', { name: 'Try again' }).click()
    const sent = await page.evaluate(() => window.__mock!.emailedCode('alice.algo'))
    expect(sent).toMatch(/^\d{6}$/)
    await code.fill(sent!)
    await verify.getByTestId('verify-confirm').click()
    await expect(verify.getByTestId('verify-done')).toHaveText(
      'Verified: alice@example.com on alice.algo. Its check mark shows on the profile.',
    )
  })

  test('link an address, make it primary, then make the name primary for it', async ({ page }) => {
    await openProfile(page, 'alice.algo')
    const addresses = await linkThroughDialog(page, 'alice.algo', OTHER_ACCOUNT)

    let dialog = await startAction(page, 'Set primary address', true)
    await dialog.getByLabel('Address').selectOption(OTHER_ADDRESS)
    await confirmAndFinish(page, dialog, `${short(OTHER_ADDRESS)} is now the primary address of alice.algo`)
    await expect(addresses.locator('li').first()).toContainText(short(OTHER_ADDRESS))

    dialog = await startAction(page, 'Set as primary name', true)
    await dialog.getByLabel('For address').selectOption(TEST_ADDRESS)
    await confirmAndFinish(page, dialog, `alice.algo is now the primary name of ${short(TEST_ADDRESS)}`)
  })

  test('send ALGO to the vault of a name I do not own; opt my own vault in to an asset @phone', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    let dialog = await startAction(page, 'Send to vault', true)
    await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('1.5')
    await expect(dialog.getByTestId('tx-estimate')).toContainText('1.5 ALGO')
    await confirmAndFinish(page, dialog, "Sent 1.5 ALGO to bob.algo's vault")

    await showProfile(page, 'alice.algo')
    dialog = await startAction(page, 'Opt vault in to asset', true)
    await dialog.getByLabel('Asset id').fill(MOCK_TOKEN_ID)
    await confirmAndFinish(page, dialog, `alice.algo's vault is opted in to asset ${MOCK_TOKEN_ID}`)
  })
})

test.describe("fresh data after a write, past the API's cache", () => {
  /**
   * The mock API answers record reads from a cache, as the real API's CDN does, from the first
   * request on: only nocache=true gets past it. Returns the reads of `name`'s record.
   */
  async function openBehindCdn(page: Page, name: string): Promise<URL[]> {
    await faultsBeforeLoad(page, [{ kind: 'cached', target: 'api' }])
    const reads: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (decodeURIComponent(url.pathname) === `/nfd/${name}`) reads.push(url)
    })
    await openProfile(page, name)
    return reads
  }

  const bypassed = (reads: URL[], from: number) =>
    reads.slice(from).filter((url) => url.searchParams.get('nocache') === 'true')

  interface WriteCase {
    label: string
    name: string
    action: string
    inMenu: boolean
    fields: [string, string][]
    done: string
    /** What the profile shows once the new state is read. */
    shows: [testId: string, text: string]
  }
  const writes: WriteCase[] = [
    {
      label: 'buy',
      name: 'forsale.algo',
      action: 'Buy',
      inMenu: false,
      fields: [],
      done: 'forsale.algo is yours',
      shows: ['owner', short(TEST_ADDRESS)],
    },
    {
      label: 'list',
      name: 'alice.algo',
      action: 'List for sale',
      inMenu: true,
      fields: [['Price (ALGO)', '25']],
      done: 'alice.algo is listed for 25 ALGO',
      shows: ['sale-price', '25'],
    },
    {
      label: 'edit',
      name: 'alice.algo',
      action: 'Edit profile',
      inMenu: true,
      fields: [['Bio', 'Fresh past the cache.']],
      done: "alice.algo's profile is updated",
      shows: ['profile-bio', 'Fresh past the cache.'],
    },
  ]

  for (const write of writes) {
    test(`${write.label}: the profile shows the new state, read with nocache`, async ({ page }) => {
      const reads = await openBehindCdn(page, write.name)
      const before = reads.length
      const dialog = await startAction(page, write.action, write.inMenu)
      for (const [label, value] of write.fields) await dialog.getByLabel(label).fill(value)
      const terms = dialog.getByLabel(/I accept the NFD terms/)
      if (await terms.isVisible()) await terms.check()
      await confirmAndFinish(page, dialog, write.done)
      await expect(page.getByTestId(write.shows[0])).toContainText(write.shows[1])
      expect(bypassed(reads, before).length).toBeGreaterThan(0)
    })
  }

  test('mint: a cached 404 does not leave the name "available"; read with nocache and poll', async ({ page }) => {
    const reads = await openBehindCdn(page, 'cachedmint.algo')
    await expect(page.getByTestId('profile-available')).toBeVisible()
    const before = reads.length
    const dialog = await startAction(page, 'Mint')
    await acceptTerms(dialog)
    await confirmAndSign(page, dialog)
    await finishedWith(dialog, 'cachedmint.algo is yours')
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
    const fresh = bypassed(reads, before)
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.some((url) => url.searchParams.get('poll') === 'true')).toBe(true)
  })
})

test.describe('when things go wrong', () => {
  test('a refusal in the wallet returns to review with everything as it was', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    const dialog = await startAction(page, 'Make offer')
    await dialog.getByLabel('Offer (ALGO)').fill('3')
    await dialog.getByLabel('Note to the owner').fill('keep me')
    await dialog.getByTestId('tx-confirm').click()
    await reviewedTotal(dialog)
    await dialog.getByTestId('tx-approve').click()
    await answerWallet(page, 'Reject')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await expect(dialog.getByTestId('tx-notice')).toHaveText(
      /You declined the request in your wallet. Nothing was sent/,
    )
    await expect(dialog.getByLabel('Offer (ALGO)')).toHaveValue('3')
    await expect(dialog.getByLabel('Note to the owner')).toHaveValue('keep me')
    // And it goes through on the next try.
    await confirmAndFinish(page, dialog, /^Your offer of 3 ALGO \(≈ \$[\d.,]+\) for bob\.algo is with its owner$/)
  })

  test('a recipient whose lookup fails: the form waits, then says so; Try again looks again and Send goes on', async ({
    page,
  }) => {
    await page.clock.install()
    await openProfile(page, 'alice.algo')
    await setFault(page, { kind: '500', target: 'api', path: '/nfd/bob.algo' })
    const dialog = await startAction(page, 'Send to someone', true)
    const confirm = dialog.getByTestId('tx-confirm')
    const lookup = dialog.getByTestId('recipient-lookup')
    await dialog.getByLabel('Recipient (address or .algo name)').fill('bob.algo')
    // Looked up, with the service's retries: the form waits, saying so.
    await expect(dialog.getByTestId('tx-reading')).toHaveText('Recipient: looking up bob.algo…')
    await expect(confirm).toBeDisabled()
    // The retries' back-off passes on the page's clock.
    await skipTimeUntilVisible(page, lookup.filter({ hasText: 'Could not look up bob.algo.' }))
    await confirm.click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Recipient: bob.algo could not be looked up; try again')
    await clearFaults(page)
    await dialog.getByTestId('recipient-retry').click()
    await expect(lookup).toHaveText(/^bob\.algo → /)
    await expect(dialog.getByTestId('tx-notice')).toHaveCount(0)
    await confirm.click()
    await reviewedTotal(dialog)
  })

  test('insufficient balance: the shortfall, before the wallet opens', async ({ page }) => {
    // One letter: $315 a year (and raises) = over 1,260 ALGO at the mock's rate; the test account holds 1,000.
    await openProfile(page, 'q.algo')
    const dialog = await startAction(page, 'Mint')
    await acceptTerms(dialog)
    await dialog.getByTestId('tx-confirm').click()
    await failedWith(dialog, /^Insufficient balance: this costs [\d,.]+ ALGO and your account is [\d,.]+ ALGO short/)
    const reason = (await dialog.getByTestId('tx-reason').textContent()) ?? ''
    const costs = Number(/this costs ([\d,.]+) ALGO/.exec(reason)?.[1]?.replaceAll(',', ''))
    // The price and the fees as the SDK sets them: four gas calls, the payment, the mint call and its extra 10,000.
    expect(costs).toBeCloseTo((quote('q.algo', TEST_ADDRESS, undefined, undefined).price + 16_000) / 1e6, 6)
  })

  test('insufficient available balance: enough ALGO, but not above the minimum balance', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    const balance = await balanceOf(page, TEST_ADDRESS)
    const dialog = await startAction(page, 'Send to vault', true)
    // The form offers ALGO once the account's holdings are read (before that, Confirm says it is reading).
    await expect(dialog.getByLabel('Asset', { exact: true })).toContainText(/ALGO: [\d,.]+ available/)
    // Everything but 0.002 ALGO: the payment and its fee fit, the minimum balance does not.
    const send = balance - 2_000n
    await dialog
      .getByLabel('Amount (whole units, e.g. 12.5)')
      .fill(`${send / 1_000_000n}.${(send % 1_000_000n).toString().padStart(6, '0')}`)
    await dialog.getByTestId('tx-confirm').click()
    await failedWith(dialog, /^Insufficient available balance: part of your balance must stay in your account/)
    // Back to review keeps the values.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByLabel('Amount (whole units, e.g. 12.5)')).not.toHaveValue('')
  })

  test('not confirmed after 4 rounds: a readable reason, the explorer, and Try again works', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    await setFault(page, { kind: '500', target: 'algod', path: '/v2/transactions/pending' })
    const dialog = await startAction(page, 'Make offer')
    await dialog.getByLabel('Offer (ALGO)').fill('2')
    await confirmAndSign(page, dialog)
    await failedWith(dialog, /did not confirm the transaction within 4 rounds. It may still go through/)
    await expect(dialog.getByRole('link', { name: /explorer/ })).toBeVisible()
    await page.evaluate(() => (window as unknown as { __mock: { clearFaults(): void } }).__mock.clearFaults())
    // Try again builds, checks and signs anew: the review, then the wallet asks again.
    await dialog.getByTestId('tx-retry').click()
    await reviewedTotal(dialog)
    await dialog.getByTestId('tx-approve').click()
    await answerWallet(page, 'Approve')
    await expect(dialog).toHaveAttribute('data-step', 'done')
  })

  test('a reload while confirming: on return the app checks the stored transaction and says how it ended', async ({
    page,
  }) => {
    await openProfile(page, 'bob.algo')
    await setFault(page, { kind: 'slow', target: 'algod', path: '/v2/transactions/pending', delayMs: 20_000 })
    const dialog = await startAction(page, 'Make offer')
    await dialog.getByLabel('Offer (ALGO)').fill('2')
    await confirmAndSign(page, dialog)
    await expect(dialog).toHaveAttribute('data-step', 'confirming')
    const pending = () =>
      page.evaluate(
        (prefix) =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith(prefix))
            .flatMap((key) => (JSON.parse(localStorage.getItem(key)!) as { data: { label: string }[] }).data)
            .map((tx) => tx.label),
        PENDING_TX_PREFIX,
      )
    expect(await pending()).toEqual(['Make an offer for bob.algo'])
    await page.reload()
    // The node (the mock chain, kept across the reload) confirmed it meanwhile: the app says so.
    await expect(
      page.getByText('Make an offer for bob.algo: done, the network confirmed it while you were away.'),
    ).toBeVisible()
    await expect.poll(pending).toEqual([])
  })
})

/** Where each tampering is tried: every kind, spread across the actions. */
const TAMPERED: Record<
  Tampering,
  { name: string; label: string; inMenu?: boolean; path: string; fill?: [string, string][] }
> = {
  rekey: { name: 'forsale.algo', label: 'Buy', path: '/nfd/purchase/' },
  close: { name: 'bob.algo', label: 'Make offer', path: '/nfd/postOfferToOwner/', fill: [['Offer (ALGO)', '2']] },
  assetClose: { name: 'soon.algo', label: 'Renew', path: '/nfd/renew' },
  receiver: { name: 'gift.algo', label: 'Claim', path: '/nfd/purchase/' },
  amount: {
    name: 'alice.algo',
    label: 'List for sale',
    inMenu: true,
    path: '/nfd/offer/',
    fill: [['Price (ALGO)', '9']],
  },
  extraTxn: {
    name: 'alice.algo',
    label: 'Edit profile',
    inMenu: true,
    path: '/nfd/update/',
    fill: [['Bio', 'changed']],
  },
  otherAccountTxn: { name: 'cheap.algo', label: 'Cancel sale', inMenu: true, path: '/nfd/rescindOffer/' },
  groupId: {
    name: 'bob.algo',
    label: 'Send to vault',
    inMenu: true,
    path: '/nfd/vault/sendTo/',
    fill: [['Amount (whole units, e.g. 12.5)', '1']],
  },
  genesis: { name: 'brandnewname.algo', label: 'Mint', path: '/nfd/mint' },
  forbiddenType: { name: 'alice.algo', label: 'Set as primary name', inMenu: true, path: '/nfd/links/setPrimaryNFD/' },
  argument: {
    name: 'alice.algo',
    label: 'List for sale',
    inMenu: true,
    path: '/nfd/offer/',
    fill: [['Price (ALGO)', '9']],
  },
  method: { name: 'cheap.algo', label: 'Cancel sale', inMenu: true, path: '/nfd/rescindOffer/' },
  foreignAccount: {
    name: 'alice.algo',
    label: 'Send from vault',
    inMenu: true,
    path: '/nfd/vault/sendFrom/',
    fill: [['Amount (whole units, e.g. 12.5)', '1']],
  },
  foreignAsset: { name: 'alice.algo', label: 'Vault opt-ins', inMenu: true, path: '/nfd/vault/lock/' },
  foreignApp: { name: 'soon.algo', label: 'Renew', path: '/nfd/renew' },
  appId: { name: 'bob.algo', label: 'Make offer', path: '/nfd/postOfferToOwner/', fill: [['Offer (ALGO)', '2']] },
  assetId: { name: 'forsale.algo', label: 'Buy', path: '/nfd/purchase/' },
  optIn: { name: 'gift.algo', label: 'Claim', path: '/nfd/purchase/' },
  padding: { name: 'alice.algo', label: 'Edit profile', inMenu: true, path: '/nfd/update/', fill: [['Bio', 'padded']] },
  lease: { name: 'brandnewname.algo', label: 'Mint', path: '/nfd/mint' },
  note: { name: 'cheap.algo', label: 'Cancel sale', inMenu: true, path: '/nfd/rescindOffer/' },
  fee: { name: 'alice.algo', label: 'Set as primary name', inMenu: true, path: '/nfd/links/setPrimaryNFD/' },
  gasCall: { name: 'cheap.algo', label: 'Cancel sale', inMenu: true, path: '/nfd/rescindOffer/' },
}

const ATTACKER_SHORT = short(ATTACKER).replaceAll('.', '\\.')

const SENTENCES: Record<Tampering, RegExp> = {
  rekey: new RegExp(`would hand control of your account to ${short(ATTACKER).replaceAll('.', '\\.')}`),
  close: /would send everything left in your account to/,
  assetClose: /would send all your units of asset \d+ to/,
  receiver: new RegExp(`would also pay [\\d.]+ ALGO to ${short(ATTACKER).replaceAll('.', '\\.')}`),
  amount: /would pay [\d,.]+ ALGO instead of the 0 ALGO you agreed to/,
  extraTxn: /would also pay 1 ALGO to/,
  otherAccountTxn: /would ask you to sign for [A-Z2-7]{6}\.\.\.[A-Z2-7]{4}, an account you did not act with/,
  groupId: /is not one atomic group/,
  genesis: /is for another network \(testnet-v1\.0\)/,
  forbiddenType: /would also change your account's consensus participation keys/,
  argument: /would list alice\.algo for 9 ALGO, reserved for AAAAAA\.\.\.[A-Z2-7]{4}/,
  method: new RegExp(`would list cheap\\.algo for 0\\.000001 ALGO, reserved for ${ATTACKER_SHORT}`),
  foreignAccount: new RegExp(
    `would send 1 ALGO from alice\\.algo's vault to you, also handing it account ${ATTACKER_SHORT}`,
  ),
  foreignAsset: /would lock the opt-ins of alice\.algo's vault to you, also handing it asset 31337/,
  foreignApp: /would renew soon\.algo with the [\d.,]+ ALGO paid before it, also handing it application 1337001/,
  appId: /would call application 1337001, which this action does not use/,
  assetId: /would buy forsale\.algo with the 50 ALGO paid before it, also handing it asset \d+/,
  optIn: /would opt your account in to asset 31337, which this action does not need/,
  padding: /would pay 0 ALGO to your own account/,
  lease: /would put a lease on transaction 1/,
  note: /would write a note \(6 bytes\) into transaction \d+, which moves your money/,
  fee: /would charge [\d.]+ ALGO in network fees, more than the 0\.0\d+ ALGO your \d transactions may pay/,
  gasCall: /would call application 1337001, which this action does not use/,
}

/** Watches for submissions to algod; simulate (/v2/transactions/simulate) signs and sends nothing. */
function watchSubmissions(page: Page): string[] {
  const submitted: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v2/transactions')
      submitted.push(request.url())
  })
  return submitted
}

/**
 * Each tampering is a step of a journey through the profiles, booted once: the refusal, then Try
 * again's honest group, then the dialog closed. Two journeys share the workers.
 */
const TAMPERING_JOURNEYS = [TAMPERINGS.slice(0, 12), TAMPERINGS.slice(12)] as const

test.describe('what you see is what you sign: a tampered group never reaches the wallet', () => {
  for (const [part, tamperings] of TAMPERING_JOURNEYS.entries()) {
    test(`${tamperings.join(', ')} (part ${part + 1} of ${TAMPERING_JOURNEYS.length})`, async ({ page }) => {
      test.setTimeout(tamperings.length * 20_000)
      const submitted = watchSubmissions(page)
      await openProfile(page, TAMPERED[tamperings[0]!].name)
      for (const tampering of tamperings) {
        const { name, label, inMenu, path, fill = [] } = TAMPERED[tampering]
        await test.step(`${tampering} (${label} ${name})`, async () => {
          await showProfile(page, name)
          await setFault(page, { kind: 'tamper', tampering, path, times: 1 })
          const dialog = await startAction(page, label, inMenu)
          for (const [field, value] of fill) await dialog.getByLabel(field).fill(value)
          if (await dialog.getByLabel(/I accept the NFD terms/).count()) await acceptTerms(dialog)
          await dialog.getByTestId('tx-confirm').click()
          await failedWith(
            dialog,
            new RegExp(
              `^Refused: the transaction group from the name service ${SENTENCES[tampering].source}.*\\. Nothing was signed\\.$`,
            ),
          )
          await expect(page.getByRole('dialog', { name: /^Sign \d+ transactions?\?$/ })).toHaveCount(0)
          expect(submitted).toEqual([])
          // Try again asks the service for a fresh group: honest this time, it shows its total.
          await dialog.getByTestId('tx-retry').click()
          await reviewedTotal(dialog)
          expect(submitted).toEqual([])
          await closeDialog(page, dialog)
        })
      }
    })
  }
})

/** Each action's call in words, decoded from the group the wallet would sign. */
/** A sale (a listing, a gift) first clears the profile's data, which the contract requires: its own call. */
const CLEARS_ALICE = /^Clear .+ on alice\.algo\.$/

const DECODED: { name: string; label: string; inMenu?: boolean; fill: [string, string][]; calls: RegExp[] }[] = [
  {
    name: 'alice.algo',
    label: 'List for sale',
    inMenu: true,
    fill: [
      ['Price (ALGO)', '120'],
      ['Only this buyer (optional)', OTHER_ADDRESS],
    ],
    calls: [
      CLEARS_ALICE,
      new RegExp(`^List alice\\.algo for 120 ALGO, reserved for ${short(OTHER_ADDRESS).replaceAll('.', '\\.')}\\.$`),
    ],
  },
  {
    name: 'bob.algo',
    label: 'Make offer',
    fill: [
      ['Offer (ALGO)', '2'],
      ['Note to the owner', 'hello'],
    ],
    calls: [/^Offer 2 ALGO for bob\.algo with the note “hello”\.$/],
  },
  {
    name: 'alice.algo',
    label: 'Send to someone',
    inMenu: true,
    fill: [['Recipient (address or .algo name)', 'bob.algo']],
    calls: [CLEARS_ALICE, /^Send alice\.algo to bob\.algo, who claims it paying only the claim's network fees\.$/],
  },
  {
    name: 'alice.algo',
    label: 'Send from vault',
    inMenu: true,
    fill: [['Amount (whole units, e.g. 12.5)', '1.5']],
    calls: [/^Send 1\.5 ALGO from alice\.algo's vault to you\.$/],
  },
  {
    name: 'alice.algo',
    label: 'Edit profile',
    inMenu: true,
    fill: [['Bio', 'Builder of names']],
    calls: [/^Set bio to “Builder of names” on alice\.algo\.$/],
  },
  {
    name: 'soon.algo',
    label: 'Renew',
    fill: [['Years', '2']],
    calls: [/^Renew soon\.algo with the [\d,.]+ ALGO paid before it\.$/],
  },
]

test('the review says what each call does, decoded from the group', async ({ page }) => {
  test.setTimeout(DECODED.length * 20_000)
  await openProfile(page, DECODED[0]!.name)
  for (const { name, label, inMenu, fill, calls } of DECODED) {
    await test.step(`${label} ${name}`, async () => {
      await showProfile(page, name)
      const dialog = await startAction(page, label, inMenu)
      for (const [field, value] of fill) await dialog.getByLabel(field, { exact: true }).fill(value)
      await dialog.getByTestId('tx-confirm').click()
      await reviewedTotal(dialog)
      await expect(dialog.getByTestId('tx-call')).toHaveText(calls)
      await closeDialog(page, dialog)
    })
  }
})

test.describe("the wallet's answer is checked before anything is sent", () => {
  for (const [fault, reason] of [
    ['badSignature', /the signature on transaction 1 of 1 does not verify/],
    ['otherTransaction', /it signed a different transaction than the one shown at transaction 1 of 1/],
  ] as const) {
    test(`${fault}: refused in words, nothing reaches algod`, async ({ page }) => {
      const submitted = watchSubmissions(page)
      await openProfile(page, 'bob.algo')
      const dialog = await startAction(page, 'Make offer')
      await dialog.getByLabel('Offer (ALGO)').fill('2')
      await page.evaluate((f) => window.__walletHarness?.corruptNextAnswer(f), fault)
      await confirmAndSign(page, dialog)
      await failedWith(
        dialog,
        new RegExp(`^Your wallet's answer was refused: ${reason.source}\\. Nothing was sent\\.$`),
      )
      expect(submitted).toEqual([])
    })
  }
})
