/**
 * Fault tests (issue 8): every page and a transaction flow under algod or the API down, slow
 * (5 s), 500, 429 and a malformed body; storage disabled or full; the wallet's connect dialog
 * dismissed or a connect that fails. Each asserts the same three promises: never a blank page
 * (content, or an error state with Retry), no uncaught error (the fixture), and the connected
 * wallet still connected after the fault clears and after a reload.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectTestWallet, short, TEST_ADDRESS, type FaultSpec } from './pagesKit'

// A 500 is retried 3 times with back-off (2 + 4 + 8 s) before the error state shows.
test.describe.configure({ timeout: 90_000 })
const SLOW_ANSWER = { timeout: 30_000 }

interface PageCase {
  label: string
  path: string
  /** The page's main data, once it has arrived. */
  content: (page: Page) => Locator
}

const PAGES: PageCase[] = [
  {
    label: 'home',
    path: '/',
    content: (page) => page.getByRole('list', { name: 'names for sale' }).locator('[data-name="forsale.algo"]'),
  },
  {
    label: 'a profile',
    path: '/name/alice.algo',
    content: (page) => page.getByTestId('profile').getByTestId('owner'),
  },
  {
    label: 'the marketplace',
    path: '/marketplace',
    content: (page) => page.getByRole('list', { name: 'names for sale' }).locator('[data-name="forsale.algo"]'),
  },
  {
    label: 'a portfolio',
    path: `/address/${TEST_ADDRESS}`,
    content: (page) => page.getByRole('list', { name: 'owned names' }).locator('[data-name="alice.algo"]'),
  },
]

/** Faults stored before a (re)load apply from the app's very first request. */
async function storeFaults(page: Page, faults: FaultSpec[]): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('mockFaults', value), JSON.stringify(faults))
}

/** The fault clears: for this page (the mock's memory) and for the next load (localStorage). */
async function clearAllFaults(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__mock))
  await page.evaluate(() => {
    localStorage.removeItem('mockFaults')
    window.__mock?.clearFaults()
  })
}

async function expectConnected(page: Page): Promise<void> {
  await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS))
}

/** Never blank: the shell (header) and some visible words in the main region. */
async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByTestId('header-title')).toBeVisible()
  await expect(page.locator('main')).toBeVisible()
  await expect
    .poll(() =>
      page
        .locator('main')
        .innerText()
        .then((t) => t.trim().length),
    )
    .toBeGreaterThan(20)
}

/** The error state a page shows for a failed load, with its Retry button. */
function errorState(page: Page): Locator {
  return page.getByTestId('error-state').first()
}

/** Connected on the page, then the fault from the first request of a reload. */
async function connectThenLoadWithFault(page: Page, path: string, faults: FaultSpec[]): Promise<void> {
  await page.goto(path)
  await connectTestWallet(page)
  await storeFaults(page, faults)
  await page.reload()
}

/** After the fault: Retry where an error state shows, the data, then a reload keeps the session. */
async function recoverAndReload(page: Page, pageCase: PageCase): Promise<void> {
  await clearAllFaults(page)
  const retries = page.getByTestId('error-state').getByRole('button', { name: 'Retry' })
  for (const retry of await retries.all()) await retry.click()
  await expect(pageCase.content(page)).toBeVisible()
  await expectConnected(page)
  await page.reload()
  await expect(pageCase.content(page)).toBeVisible()
  await expectConnected(page)
}

for (const pageCase of PAGES) {
  test.describe(`faults on ${pageCase.label}`, () => {
    test('API down: an error state with Retry, then recovery', async ({ page }) => {
      await connectThenLoadWithFault(page, pageCase.path, [{ kind: 'offline', target: 'api' }])
      await expect(errorState(page)).toBeVisible(SLOW_ANSWER)
      await expect(errorState(page)).toContainText(/network down/i)
      await expect(errorState(page).getByRole('button', { name: 'Retry' })).toBeVisible()
      await expectNotBlank(page)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })

    test('algod down: the page still shows what the API says', async ({ page }) => {
      await connectThenLoadWithFault(page, pageCase.path, [{ kind: 'offline', target: 'algod' }])
      await expect(pageCase.content(page)).toBeVisible(SLOW_ANSWER)
      await expectNotBlank(page)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })

    test('slow API (5 s): a skeleton, then the data, without a layout jump', async ({ page }) => {
      await page.goto(pageCase.path)
      await connectTestWallet(page)
      await storeFaults(page, [{ kind: 'slow', target: 'api', delayMs: 5_000 }])
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number }
        w.__shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const started = Date.now()
      await page.reload()
      await expect(page.getByTestId('skeleton').first()).toBeVisible()
      await expect(pageCase.content(page)).toBeHidden()
      await expect(pageCase.content(page)).toBeVisible(SLOW_ANSWER)
      expect(Date.now() - started).toBeGreaterThanOrEqual(5_000)
      await expect(page.getByTestId('error-state')).toHaveCount(0)
      // Let the late sections (activity, segments) land too, then measure.
      await expect(page.getByTestId('skeleton')).toHaveCount(0, SLOW_ANSWER)
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
      expect(shift, 'cumulative layout shift while the data arrived').toBeLessThan(0.02)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })

    test('500 from the API: retried, then an error state with Retry, then recovery', async ({ page }) => {
      await connectThenLoadWithFault(page, pageCase.path, [{ kind: '500', target: 'api' }])
      await expect(errorState(page)).toBeVisible(SLOW_ANSWER)
      await expect(errorState(page)).toContainText(/having trouble/i)
      await expectNotBlank(page)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })

    test('429 from the API: the app waits secsRemaining, then shows the data by itself', async ({ page }) => {
      await page.goto(pageCase.path)
      await connectTestWallet(page)
      await storeFaults(page, [{ kind: '429', target: 'api', secsRemaining: 2, times: 1 }])
      const limited = page.waitForResponse((r) => r.url().startsWith('https://api.mock.invalid/') && r.status() === 429)
      await page.reload()
      const refused = await limited
      const refusedAt = Date.now()
      const retried = await page.waitForResponse((r) => r.url() === refused.url() && r.status() === 200, SLOW_ANSWER)
      expect(Date.now() - refusedAt, 'the retry waited secsRemaining').toBeGreaterThanOrEqual(1_900)
      expect(retried.ok()).toBe(true)
      await expect(pageCase.content(page)).toBeVisible()
      await expect(page.getByTestId('error-state')).toHaveCount(0)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })

    test('a malformed body from the API: an error state with Retry, then recovery', async ({ page }) => {
      await connectThenLoadWithFault(page, pageCase.path, [{ kind: 'malformed', target: 'api' }])
      await expect(errorState(page)).toBeVisible(SLOW_ANSWER)
      await expect(errorState(page)).toContainText(/unreadable reply/i)
      await expectNotBlank(page)
      await expectConnected(page)
      await recoverAndReload(page, pageCase)
    })
  })
}
