/** Offers to an owner's names in the mock build: the header badge, My names and the owner's profile. */
import { expect, test } from './fixtures'
import { connectTestWallet, OTHER_ADDRESS, short, THIRD_ADDRESS } from './pagesKit'

const NOTE = 'Would you sell? <b>40 ALGO</b> is my best.'

test('the header counts new offers; My names lists them and clears the count, also after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await connectTestWallet(page)
  const badge = page.getByTestId('offers-badge')
  await expect(badge).toHaveAttribute('aria-label', '2 new offers on your names')
  await expect(badge).toHaveText('✉ 2')
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
  await expect(badge).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('account-menu-button')).toBeVisible()
  await expect(page.getByTestId('offers').getByTestId('analytic-entry')).toHaveCount(2)
  await expect(page.getByTestId('offers-badge')).toBeHidden()
})

test("the owner's profile shows the offers to that name; others see none", async ({ page }) => {
  await page.goto('/name/alice.algo')
  await expect(page.getByTestId('profile')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Offers received' })).toBeHidden()
  await connectTestWallet(page)
  const offers = page.getByTestId('offers').getByTestId('analytic-entry')
  await expect(offers).toHaveCount(1)
  await expect(offers.getByTestId('offer-note')).toHaveText(NOTE)
  await page.goto('/name/bob.algo')
  await expect(page.getByTestId('profile')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Offers received' })).toBeHidden()
})
