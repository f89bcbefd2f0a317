/**
 * The watchlist in the mock build: starring survives a reload, a bad stored entry is dropped alone,
 * export and import, and the alerts (toast, badge, browser notification with the permission
 * granted) when a watched name changed since it was last seen.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { mainNav, notifications, openInApp, storedByEarlierVisit, watchNotifications } from './pagesKit'

const KEY = 'nfd-watchlist:v1:mock'

/** The stored document as the app writes it: `{ version, data }`. */
const stored = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as {
        version: number
        data: { names: string[]; seen: Record<string, unknown>; checkedAt?: string }
      } | null,
    KEY,
  )

test('a starred name is on the Watchlist page after a reload, and unstarring removes it @phone', async ({ page }) => {
  await page.goto('/name/bob.algo')
  const star = page.getByTestId('profile').getByTestId('watch-star')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByTestId('profile').getByTestId('watch-star')).toHaveAttribute('aria-pressed', 'true')
  await (await mainNav(page)).getByRole('link', { name: /Watchlist/ }).click()
  const item = page.getByTestId('watched-name')
  await expect(item).toHaveCount(1)
  await expect(item).toHaveAttribute('data-name', 'bob.algo')
  await expect(item.getByTestId('state-badge')).toHaveAttribute('data-state', 'owned')
  await item.getByTestId('watch-star').click()
  await expect(page.getByText('No names watched yet')).toBeVisible()
})

test('an invalid stored entry is dropped alone: the other names, emoji ones too, survive reloads', async ({ page }) => {
  // As an older version stored it (no version envelope), with one entry no name can be.
  await storedByEarlierVisit(page, { [KEY]: '{"names":["☕.algo","<img src=x>","bob.algo"],"seen":{},"unseen":[]}' })
  await page.goto('/watchlist')
  const items = page.getByTestId('watched-name')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toHaveAttribute('data-name', '☕.algo')
  await expect(items.nth(1)).toHaveAttribute('data-name', 'bob.algo')
  await page.reload()
  await expect(items).toHaveCount(2)
  await openInApp(page, '/name/forsale.algo')
  await page.getByTestId('profile').getByTestId('watch-star').click()
  await page.reload()
  await openInApp(page, '/watchlist')
  await expect(items).toHaveCount(3)
  expect(await stored(page)).toMatchObject({ version: 2, data: { names: ['forsale.algo', '☕.algo', 'bob.algo'] } })
})

test('alerts with a toast, a badge and a browser notification when watched names changed @phone', async ({ page }) => {
  await watchNotifications(page)
  // As the last visit left it: forsale.algo was not listed, market.algo asked 200 ALGO, expired.algo was owned.
  const seen = {
    'forsale.algo': { state: 'owned', price: null },
    'market.algo': { state: 'forSale', price: 200_000_000 },
    'expired.algo': { state: 'owned', price: null },
    'bob.algo': { state: 'owned', price: null },
  }
  await storedByEarlierVisit(page, { [KEY]: JSON.stringify({ names: Object.keys(seen), seen, unseen: [] }) })
  await page.goto('/')
  await expect(page.getByTestId('watchlist-badge')).toContainText('3')
  await expect.poll(() => notifications(page)).toHaveLength(3)
  expect((await notifications(page)).sort()).toEqual([
    'expired.algo has expired and entered the auction',
    'forsale.algo is for sale for 50 ALGO',
    'market.algo dropped in price from 200 ALGO to 120 ALGO',
  ])
  await expect(page.getByText('forsale.algo is for sale for 50 ALGO')).toBeVisible()

  await (await mainNav(page)).getByRole('link', { name: /Watchlist/ }).click()
  await expect(page.getByTestId('watchlist-badge')).toBeHidden()
  await expect(page.locator('[data-testid="watched-name"][data-changed="true"]')).toHaveCount(3)
  await expect(page.locator('[data-name="bob.algo"][data-testid="watched-name"]')).toHaveAttribute(
    'data-changed',
    'false',
  )
  await expect(page.getByTestId('notifications-on')).toBeVisible()

  // Seen now: the next visit has nothing new to tell.
  await page.reload()
  await expect(page.getByTestId('watched-name')).toHaveCount(4)
  await expect(page.locator('[data-testid="watched-name"][data-changed="true"]')).toHaveCount(0)
  expect(await notifications(page)).toEqual([])
})

test('checks again when the tab regains focus: one activity request for all the names, none per name', async ({
  page,
}) => {
  await page.goto('/name/bob.algo')
  const firstCheck = page.waitForRequest((r) => /\/nfd\/bob\.algo\?view=brief/.test(r.url()))
  await page.getByTestId('profile').getByTestId('watch-star').click()
  await firstCheck
  await openInApp(page, '/name/alice.algo')
  // The name's own star (its segments' cards have theirs).
  await page.getByTestId('profile').getByTitle('Watch alice.algo', { exact: true }).click()
  // A check asked for while another is in flight is skipped: wait until both are recorded.
  await expect
    .poll(async () => Object.keys((await stored(page))?.data.seen ?? {}).sort())
    .toEqual(['alice.algo', 'bob.algo'])
  const perName: string[] = []
  page.on('request', (r) => {
    if (/\/nfd\/(alice|bob)\.algo\?view=brief/.test(r.url())) perName.push(r.url())
  })
  const again = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/nfd/activity' && r.url().includes('afterTime'),
  )
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  const asked = new URL((await again).url()).searchParams
  expect(asked.getAll('name').sort()).toEqual(['alice.algo', 'bob.algo'])
  await expect.poll(async () => (await stored(page))?.data.checkedAt).toBeTruthy()
  expect(perName).toEqual([])
})

test('exports and imports the watchlist as JSON, and refuses a bad file with a message', async ({ page }) => {
  await page.goto('/watchlist')
  await page.getByTestId('watchlist-file').setInputFiles({
    name: 'list.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ names: ['Bob', 'cheap.algo'] })),
  })
  await expect(page.getByTestId('watched-name')).toHaveCount(2)
  const download = page.waitForEvent('download')
  await page.getByTestId('watchlist-export').click()
  const file = await download
  const text = await (await file.createReadStream()).toArray()
  expect(JSON.parse(Buffer.concat(text).toString()).names.sort()).toEqual(['bob.algo', 'cheap.algo'])

  await page.getByTestId('watchlist-file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('["bad name"]'),
  })
  await expect(page.getByTestId('import-error')).toContainText('"bad name" is not a valid name')
  await expect(page.getByTestId('watched-name')).toHaveCount(2)
})
