/** Sales history in the mock build: a profile's sales and mints with the price chart, and the market's recent sales. */
import { expect, test } from './fixtures'
import { isAtMockRate } from '../../src/mocks/pricing'
import { OTHER_ADDRESS, short, TEST_ADDRESS, THIRD_ADDRESS } from './pagesKit'

test("a profile shows the name's mint and sales, newest first, with the price of the day and a chart @phone", async ({
  page,
}) => {
  await page.goto('/name/market.algo')
  const history = page.getByTestId('sales-history')
  const entries = history.getByTestId('analytic-entry')
  await expect(entries).toHaveCount(3)
  expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-event')))).toEqual([
    'sold',
    'sold',
    'minted',
  ])
  const latest = entries.first()
  // 90 ALGO when ALGO was $0.18: the dollar figure is that day's, not today's.
  await expect(latest).toContainText('90 ALGO')
  await expect(latest).toContainText('≈ $16.20')
  await expect(latest).toContainText(`Buyer ${short(THIRD_ADDRESS)}`)
  await expect(latest).toContainText(`Seller ${short(TEST_ADDRESS)}`)
  await expect(entries.last()).toContainText(`Buyer ${short(OTHER_ADDRESS)}`)
  await expect(entries.last()).not.toContainText('Seller')
  const chart = page.getByTestId('price-chart')
  await expect(chart).toHaveAttribute('aria-label', 'Price history of market.algo: 3 events')
  await expect(chart.getByTestId('price-dot')).toHaveCount(3)
  // The chart stretches to the card's width; its dots stay round.
  for (const dot of await chart.getByTestId('price-dot').all()) {
    const box = await dot.boundingBox()
    expect(box?.width).toBeGreaterThan(4)
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(0.5)
  }
})

test("a profile shows only its own history, not a segment's that the API's partial match returns", async ({ page }) => {
  await page.goto('/name/alice.algo')
  const entries = page.getByTestId('sales-history').getByTestId('analytic-entry')
  await expect(entries).toHaveCount(1)
  await expect(entries).toHaveAttribute('data-name', 'alice.algo')
})

test('a name without sales says so', async ({ page }) => {
  await page.goto('/name/gift.algo')
  await expect(page.getByText('No sales recorded')).toBeVisible()
})

test('the marketplace lists recent sales across names, linked, newest first', async ({ page }) => {
  await page.goto('/marketplace')
  await page.getByRole('navigation', { name: 'Marketplace views' }).getByRole('link', { name: 'Recent sales' }).click()
  await expect(page).toHaveURL(/\/marketplace\?view=sales$/)
  const entries = page.getByTestId('recent-sales').getByTestId('analytic-entry')
  await expect(entries).toHaveCount(3)
  expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))).toEqual([
    'forsale.algo',
    'market.algo',
    'market.algo',
  ])
  await expect(entries.first()).toContainText('30 ALGO')
  await entries.first().getByRole('link', { name: 'forsale.algo' }).click()
  await expect(page).toHaveURL(/\/name\/forsale\.algo$/)
})

test('the dollar figure of a sale is shown beside its ALGO price', async ({ page }) => {
  await page.goto('/name/forsale.algo')
  const latest = page.getByTestId('sales-history').getByTestId('analytic-entry').first()
  await expect(latest).toContainText('30 ALGO')
  // 30 ALGO at $0.16 = $4.80, not the mock's rate today ($0.25).
  await expect(latest).toContainText('≈ $4.80')
  expect(isAtMockRate((await latest.textContent()) ?? '')).toBe(false)
})
