/**
 * Offers to an owner's names in the mock build: the header badge, My names and the owner's
 * profile, accepting one, and the alert when one arrives while the app is open. The offers the
 * user made, on My names: whether each is still open, and a new offer replacing the open one.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  clearFaults,
  confirmAndFinish,
  connectTestWallet,
  faultsBeforeLoad,
  notifications,
  OTHER_ADDRESS,
  postOfferAsOther,
  short,
  showProfile,
  THIRD_ADDRESS,
  watchNotifications,
  mainNav,
  startAction,
  headerNotice,
} from './pagesKit'

const NOTE = 'Would you sell? <b>40 ALGO</b> is my best.'

test('the header counts new offers; My names lists them and clears the count, also after a reload @phone', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  const badge = await headerNotice(page, 'offers-badge')
  await expect(badge).toHaveAttribute('aria-label', '2 new offers on your names')
  await expect(badge).toHaveText('✉ 2 new offers')
  await badge.click()
  await expect(page).toHaveURL(/\/my-names#offers$/)
  const offers = page.getByTestId('offers').getByTestId('analytic-entry')
  await expect(offers).toHaveCount(2)
  await expect(page.getByRole('heading', { name: 'Offers to your names' })).toBeInViewport()
  const first = offers.first()
  await expect(first).toHaveAttribute('data-name', 'alice.algo')
  await expect(first).toContainText('40 ALGO')
  await expect(first).toContainText('≈ $10.00')
  await expect(first).toContainText(`From ${short(OTHER_ADDRESS)}`)
  // The note is text: its markup is shown, never rendered.
  await expect(first.getByTestId('offer-note')).toHaveText(NOTE)
  await expect(first.locator('b')).toHaveCount(0)
  await expect(offers.last()).toContainText(`From ${short(THIRD_ADDRESS)}`)
  await expect(page.getByTestId('offers-badge')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('account-menu-button')).toBeVisible()
  await expect(page.getByTestId('offers').getByTestId('analytic-entry')).toHaveCount(2)
  await expect(page.getByTestId('offers-badge')).toHaveCount(0)
})

test("the owner's profile shows the offers to that name; others see none", async ({ page }) => {
  await page.goto('/name/alice.algo')
  await expect(page.getByTestId('profile')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Offers received' })).toBeHidden()
  await connectTestWallet(page)
  const offers = page.getByTestId('offers').getByTestId('analytic-entry')
  await expect(offers).toHaveCount(1)
  await expect(offers.getByTestId('offer-note')).toHaveText(NOTE)
  await showProfile(page, 'bob.algo')
  await expect(page.getByRole('heading', { name: 'Offers received' })).toBeHidden()
})

test('the owner accepts an offer: the review says the sale and what reaches the owner, and the profile shows it reserved for the bidder @phone', async ({
  page,
}) => {
  await page.goto('/name/alice.algo')
  await connectTestWallet(page)
  const offer = page.getByTestId('offers').getByTestId('analytic-entry')
  await offer.getByTestId('accept-offer').click()
  const dialog = page.getByTestId('tx-dialog')
  await expect(dialog).toHaveAttribute('data-step', 'review')
  // And what reaches the owner: the offer less the commission the name's contract keeps.
  const sale = new RegExp(
    `^Sell alice\\.algo to ${OTHER_ADDRESS} for 40 ALGO\\. If alice\\.algo sells, you receive 38 ALGO \\(≈ \\$[\\d.,]+\\)\\. Its contract keeps 2 ALGO \\(≈ \\$[\\d.,]+\\), the NFD platform's 5% commission\\.$`,
  )
  await expect(dialog.getByTestId('tx-describe')).toHaveText(sale)
  await dialog.getByTestId('tx-confirm').click()
  // Still said beside the decoded group the user agrees to.
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-describe')).toHaveText(sale)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await confirmAndFinish(page, dialog, `alice.algo is reserved for ${short(OTHER_ADDRESS)} at 40 ALGO`)
  const profile = page.getByTestId('profile')
  await expect(profile.getByTestId('sale-price')).toContainText('40 ALGO')
  await expect(profile.getByText(/may buy it/)).toBeVisible()
  // Listed now: nothing more to accept.
  await expect(page.getByTestId('accept-offer')).toHaveCount(0)
})

test('Accept is offered to the owner of a name not listed only', async ({ page }) => {
  await page.goto('/')
  // An offer on cheap.algo, which the user has listed already.
  await postOfferAsOther(page, 'cheap.algo', OTHER_ADDRESS, 12_000_000)
  await connectTestWallet(page)
  await (await mainNav(page)).getByRole('link', { name: 'My names' }).click()
  const offers = page.getByTestId('offers').getByTestId('analytic-entry')
  await expect(offers).toHaveCount(3)
  await expect(offers.filter({ has: page.getByTestId('accept-offer') })).toHaveCount(2)
  await expect(page.locator('[data-testid="analytic-entry"][data-name="cheap.algo"]')).toBeVisible()
  await expect(
    page.locator('[data-testid="analytic-entry"][data-name="cheap.algo"]').getByTestId('accept-offer'),
  ).toHaveCount(0)
  // Another's name: neither the offers nor Accept.
  await showProfile(page, 'bob.algo')
  await expect(page.getByTestId('accept-offer')).toHaveCount(0)
})

test('an offer arriving while the app is open: a toast, a browser notification, and the badge counts it', async ({
  page,
}) => {
  await watchNotifications(page)
  await page.goto('/')
  await connectTestWallet(page)
  const badge = await headerNotice(page, 'offers-badge')
  await expect(badge).toHaveText('✉ 2 new offers')
  // The offers from before the app opened are the badge's, not news.
  expect(await notifications(page)).toEqual([])
  await postOfferAsOther(page, 'alice.algo', THIRD_ADDRESS, 55_000_000)
  const news = `New offer on alice.algo: 55 ALGO from ${short(THIRD_ADDRESS)}`
  // The check runs again when the tab regains focus (one already running skips it: ask again).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      return notifications(page)
    })
    .toEqual([news])
  await expect(page.getByText(news)).toBeVisible()
  await expect(badge).toHaveText('✉ 3 new offers')
  // Told once: the next check stays quiet.
  const checked = page.waitForResponse((r) => /\/nfd\/analytics\?/.test(r.url()))
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await checked
  await expect(badge).toHaveText('✉ 3 new offers')
  expect(await notifications(page)).toEqual([news])
})

/** The offers the user made, on My names: each row's name and status, in order. */
async function offersMade(page: Page): Promise<string[]> {
  const rows = page.getByTestId('offers-made').getByTestId('offer-made')
  return rows.evaluateAll((items) => items.map((li) => `${li.dataset.name} ${li.dataset.status}`))
}

test('My names lists the offers the user made and which are still open, after a failed load and Retry', async ({
  page,
}) => {
  // The first answer of the offers made is broken: the section says so, and Retry brings them.
  await faultsBeforeLoad(page, [
    { kind: 'malformed', target: 'api', path: '/nfd/analytics?event=postedOffer&event=escrowedOffer' },
  ])
  await page.goto('/')
  await connectTestWallet(page)
  await (await mainNav(page)).getByRole('link', { name: 'My names' }).click()
  const section = page.getByTestId('offers-made-section')
  await expect(section.getByRole('heading', { name: 'Offers you made' })).toBeVisible()
  const retry = section.getByTestId('retry')
  await expect(retry).toBeVisible()
  await clearFaults(page)
  await retry.click()
  await expect(section.getByTestId('offer-made')).toHaveCount(5)
  expect(await offersMade(page)).toEqual([
    'rnarket.algo open',
    'market.algo open',
    'rnarket.algo replaced',
    'bob.algo ownerChanged',
    'legacy.algo yours',
  ])
  const open = section.locator('[data-testid="offer-made"][data-status="open"]').first()
  await expect(open).toContainText('30 ALGO')
  await expect(open).toContainText('≈ $7.50')
  await expect(open).toContainText('3 days ago')
  await expect(open.getByTestId('offer-status')).toHaveText('Open')
  await expect(section.getByText('The name service has no way to withdraw an offer once it is sent.')).toBeVisible()
})

test('a new offer on the same name replaces the open one, which leaves the open offers', async ({ page }) => {
  await page.goto('/')
  await connectTestWallet(page)
  await (await mainNav(page)).getByRole('link', { name: 'My names' }).click()
  const section = page.getByTestId('offers-made-section')
  await expect(section.getByTestId('offer-made')).toHaveCount(5)
  await expect(page.getByTestId('skeleton')).toHaveCount(0)
  // From the offer to its name's profile, where the user makes a higher one. On a touch screen
  // nothing hovered the link first: the profile's code loads on the tap.
  await section.getByRole('link', { name: 'rnarket.algo' }).first().click()
  await expect(page).toHaveURL(/\/name\/rnarket\.algo$/, { timeout: 15_000 })
  const dialog = await startAction(page, 'Make offer')
  await dialog.getByLabel('Offer (ALGO)').fill('32')
  await confirmAndFinish(page, dialog, 'Your offer of 32 ALGO (≈ $7.68) for rnarket.algo is with its owner')
  await (await mainNav(page)).getByRole('link', { name: 'My names' }).click()
  await expect(section.getByTestId('offer-made')).toHaveCount(6)
  expect(await offersMade(page)).toEqual([
    'rnarket.algo open',
    'rnarket.algo replaced',
    'market.algo open',
    'rnarket.algo replaced',
    'bob.algo ownerChanged',
    'legacy.algo yours',
  ])
  await expect(section.locator('[data-status="open"][data-name="rnarket.algo"]')).toContainText('32 ALGO')
  await expect(section.locator('[data-status="replaced"]').first()).toContainText('30 ALGO')
})
