/**
 * The market in numbers (/stats) in the mock build: reached from the footer, the totals and the
 * segment leaders drawn to scale, and a clear message with Retry when the endpoints fail.
 */
import { expect, test } from './fixtures'
import { clearFaults, expectBarsToScale, faultsBeforeLoad, skipTimeUntilVisible } from './pagesKit'

test('the stats page shows the totals and the segment leaders, bars to scale @phone', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Market stats' }).click()
  await expect(page).toHaveURL(/\/stats$/)
  await expect(page.getByRole('heading', { name: 'The market in numbers' })).toBeVisible()
  const totals = page.getByTestId('market-totals')
  await expect(totals.getByTestId('stat-tile').first()).toContainText(/Names\s*\d+/)
  const leaders = page.getByTestId('segment-leaders')
  await expect(leaders.getByRole('link', { name: 'alice.algo' })).toBeVisible()
  // Every chart's bars are to one scale: the largest fills its track, the others in proportion.
  await expectBarsToScale(page.locator('main'), 4)
  // For sale counts what the marketplace lists, the number it says.
  const forSale = (
    await totals.getByTestId('stat-tile').filter({ hasText: 'For sale' }).locator('dd').innerText()
  ).trim()
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Marketplace' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(`${forSale} names for sale`)
})

test('when the endpoints fail, each part says so and Retry brings it back', async ({ page }) => {
  await faultsBeforeLoad(page, [
    { kind: '500', target: 'api', path: '/nfd/totals' },
    { kind: 'malformed', target: 'api', path: '/nfd/segment/leaders' },
  ])
  // The page's own clock: the retries' back-off passes in the page's time, not the test's.
  await page.clock.install()
  await page.goto('/stats')
  const failed = page.getByTestId('error-state')
  await expect(failed.filter({ hasText: 'The segment leaders are unavailable right now' })).toBeVisible()
  // A 500 is retried a few times before the page gives up on it.
  await skipTimeUntilVisible(page, failed.filter({ hasText: "The market's totals are unavailable right now" }))
  await clearFaults(page)
  await failed.filter({ hasText: 'totals' }).getByTestId('retry').click()
  await expect(page.getByTestId('market-totals')).toBeVisible()
  await failed.getByTestId('retry').click()
  await expect(page.getByTestId('segment-leaders')).toBeVisible()
})
