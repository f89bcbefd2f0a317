/**
 * A name's badges and donations on its profile (mock build): the badges with what they mean and
 * when they were earned, the donations given and received as bars to one scale, and each part's
 * own failure with Retry while the rest of the profile stays.
 */
import { expect, test } from './fixtures'
import { clearFaults, expectBarsToScale, faultsBeforeLoad } from './pagesKit'

test("a donor's badges and the causes it gave to", async ({ page }) => {
  await page.goto('/name/alice.algo')
  const section = page.getByTestId('name-badges')
  await expect(section.getByRole('heading', { name: 'Badges and donations' })).toBeVisible()
  const badges = section.getByTestId('badge')
  await expect(badges).toHaveCount(2)
  await expect(badges.first()).toContainText('bob.algo donor')
  await expect(badges.first()).toContainText('Gave 100 ALGO or more to bob.algo')
  await expect(badges.first().locator('time')).toContainText('Earned')
  const given = section.getByTestId('donations-given')
  await expect(given.getByTestId('donation-total')).toHaveText('190 ALGO given to 2 receivers')
  await expect(given.getByRole('link', { name: 'bob.algo' })).toBeVisible()
  await expectBarsToScale(given)
  await expect(section.getByTestId('donations-received')).toContainText('Not a tracked cause')
  await given.getByRole('link', { name: 'bob.algo' }).click()
  await expect(page).toHaveURL(/\/name\/bob\.algo$/)
})

test("a cause's donors, largest first, to one scale", async ({ page }) => {
  await page.goto('/name/bob.algo')
  const received = page.getByTestId('donations-received')
  await expect(received.getByTestId('donation-total')).toHaveText('245 ALGO from 3 donors')
  await expect(received.getByRole('link', { name: 'alice.algo' })).toBeVisible()
  await expect(received.getByTestId('bar')).toHaveCount(3)
  expect(await received.getByTestId('bar').evaluateAll((bars) => bars.map((bar) => bar.dataset.value))).toEqual([
    '150000000',
    '75000000',
    '20000000',
  ])
  await expectBarsToScale(received)
  await expect(page.getByTestId('badges')).toContainText('No badges yet')
})

test('a name with no badge and no donation says so quietly: the 404s are "none yet", not failures', async ({
  page,
}) => {
  const notFound = ['/nfd/badges/forsale.algo', '/nfd/donations/forsale.algo'].map((path) =>
    page.waitForResponse((r) => r.url().endsWith(path) && r.status() === 404),
  )
  await page.goto('/name/forsale.algo')
  await Promise.all(notFound)
  const section = page.getByTestId('name-badges')
  await expect(section.getByTestId('badges')).toContainText('No badges yet')
  await expect(section.getByTestId('donations-given')).toContainText('No donations given')
  await expect(section.getByTestId('donations-received')).toContainText('Not a tracked cause')
  await expect(section.getByTestId('error-state')).toHaveCount(0)
  await expect(section.getByTestId('retry')).toHaveCount(0)
})

test('when the endpoints fail, each part says so, the profile stays, and Retry brings them back', async ({ page }) => {
  test.setTimeout(60_000)
  await faultsBeforeLoad(page, [
    { kind: '500', target: 'api', path: '/nfd/badges/' },
    { kind: 'malformed', target: 'api', path: '/nfd/donations/' },
    { kind: 'malformed', target: 'api', path: '/nfd/v2/donations/leaders/' },
  ])
  await page.goto('/name/bob.algo')
  await expect(page.getByTestId('profile').getByTestId('owner')).toBeVisible({ timeout: 15_000 })
  const failed = page.getByTestId('name-badges').getByTestId('error-state')
  await expect(failed.filter({ hasText: 'The donations given are unavailable right now' })).toBeVisible()
  await expect(failed.filter({ hasText: 'The donations received are unavailable right now' })).toBeVisible()
  // A 500 is retried a few times before the part gives up on it.
  await expect(failed.filter({ hasText: 'The badges are unavailable right now' })).toBeVisible({ timeout: 20_000 })
  await clearFaults(page)
  for (const part of ['badges', 'donations-given', 'donations-received'])
    await page.getByTestId(part).getByTestId('retry').click()
  await expect(failed).toHaveCount(0)
  await expect(page.getByTestId('donations-received').getByTestId('donation-total')).toBeVisible()
  await expect(page.getByTestId('badges')).toContainText('No badges yet')
  await expect(page.getByTestId('donations-given')).toContainText('No donations given')
})
