/** Expiring names and the reverse auction in the mock build: the marketplace views and an expired profile. */
import { expect, test } from './fixtures'

const algos = (text: string | null) => Number((/([\d,.]+) ALGO/.exec(text ?? '')?.[1] ?? 'NaN').replaceAll(',', ''))

test('the auction view lists expired names with the price now and when the base price comes', async ({ page }) => {
  await page.goto('/marketplace?view=auction')
  await expect(page.getByRole('heading', { name: 'In auction' })).toBeVisible()
  const cards = page.getByTestId('name-card')
  await expect(cards).toHaveCount(1)
  await expect(cards).toHaveAttribute('data-name', 'expired.algo')
  await expect(cards.getByTestId('auction-compact')).toContainText(/^Now [\d,.]+ ALGO · base [\d,.]+ ALGO from /)
})

test('an expired profile shows the auction: the quote of now, a falling schedule, the base price at the end', async ({
  page,
}) => {
  await page.goto('/name/expired.algo')
  const schedule = page.getByTestId('auction-schedule')
  await expect(schedule).toBeVisible()
  // The price now is the service's quote, the same the header shows to claim it.
  const now = algos(await schedule.getByTestId('price').first().textContent())
  expect(now).toBe(algos(await page.getByTestId('quote').textContent()))
  // A price that falls every second shows whole ALGO, not digits that change on each read.
  await expect(schedule.getByTestId('price').first()).toHaveText(/^[\d,]+ ALGO\s*≈ \$[\d,]+\.\d\d$/)
  await expect(page.getByTestId('owner')).toHaveText(/^Last owner/)
  const steps = schedule.getByTestId('auction-steps').locator('li')
  await expect(steps.last()).toContainText('Base price from')
  const prices = (await steps.evaluateAll((els) => els.map((el) => el.lastElementChild?.textContent ?? ''))).map(algos)
  expect(prices.length).toBeGreaterThanOrEqual(2)
  for (const [i, price] of prices.entries()) expect(price).toBeLessThanOrEqual(i === 0 ? now : (prices[i - 1] ?? 0))
  expect(prices.at(-1)).toBeLessThan(now)
  await expect(schedule.getByTestId('price-chart').getByTestId('price-dot')).toHaveCount(prices.length + 1)
})

test('the expiring view lists names that expire within 30 days, soonest first', async ({ page }) => {
  await page.goto('/marketplace')
  await page.getByRole('navigation', { name: 'Marketplace views' }).getByRole('link', { name: 'Expiring soon' }).click()
  const cards = page.getByTestId('name-card')
  await expect(cards).toHaveCount(1)
  await expect(cards).toHaveAttribute('data-name', 'soon.algo')
  await expect(cards.getByTestId('expires-in')).toContainText(/Expires in 1[12] days/)
})
