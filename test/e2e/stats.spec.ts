/**
 * The market in numbers (/stats) in the mock build: reached from the phone's Menu or the footer, the totals and the
 * segment leaders drawn to scale, and a clear message with Retry when the endpoints fail.
 */
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { clearFaults, expectBarsToScale, faultsBeforeLoad, skipTimeUntilVisible } from './pagesKit'

const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' })

test.describe('in the generated market, where some sales are reserved for one buyer', () => {
  test.use({ mockMarket: 'generated' })

  test("reached from the phone's Menu (the footer on a wide screen): the totals, For sale as the marketplace counts it, the segment leaders, bars to scale @phone", async ({
    page,
    isMobile,
  }) => {
    await page.goto('/')
    // A phone's Menu lists the stats beside the main links; a wide screen shows the footer's link beside the page.
    if (isMobile) await page.getByTestId('header-menu-button').click()
    const links = isMobile ? page.getByRole('navigation', { name: 'Main' }) : footer(page)
    await links.getByRole('link', { name: 'Market stats' }).click()
    await expect(page).toHaveURL(/\/stats$/)
    await expect(page.getByRole('heading', { name: 'The market in numbers' })).toBeVisible()
    const totals = page.getByTestId('market-totals')
    await expect(totals.getByTestId('stat-tile').first()).toContainText(/Names\s*\d+/)
    const leaders = page.getByTestId('segment-leaders')
    await expect(leaders.getByRole('link', { name: 'alice.algo' })).toBeVisible()
    // Every chart's bars are to one scale: the largest fills its track, the others in proportion.
    await expectBarsToScale(page.locator('main'), 4)
    // For sale counts what the marketplace lists, the number it says (not the service's forSale,
    // which counts the sales reserved for one buyer too).
    const forSale = totals.getByTestId('stat-tile').filter({ hasText: 'For sale' }).locator('dd')
    await expect(forSale).toHaveText(/^\d+$/)
    const count = await forSale.innerText()
    await footer(page).getByRole('link', { name: 'Marketplace' }).click()
    await expect(page.getByTestId('result-count')).toHaveText(`${count} names for sale`)
  })
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
