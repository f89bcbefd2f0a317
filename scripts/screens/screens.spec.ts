/**
 * Writes docs/screens/<page>-<desktop|phone>-<light|dark>.png for every page of screens.ts: the
 * viewport only, at a fixed clock (the mock world is made from it), once the page has settled;
 * toasts and carets hidden: a rerun on the same app writes the same pictures.
 */
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from '../../test/e2e/fixtures'
import { acceptTerms, connectTestWallet, openManageMenu, startAction } from '../../test/e2e/pagesKit'
import { THEME_KEY } from '../../src/ui/theme'
import { SCREENS, type Screen } from './screens'

// The pictures show the market a newcomer's `npm start` shows, not the tests' small world.
test.use({ mockMarket: 'generated' })

/** Every run pictures the same moment. */
const CLOCK = new Date('2026-03-02T10:00:00Z')
const OUT = fileURLToPath(new URL('../../docs/screens/', import.meta.url))

/** What a user does on the page before its picture. */
const STEPS: Record<NonNullable<Screen['then']>, (page: Page) => Promise<void>> = {
  async search(page) {
    await page.getByTestId('name-search').fill('alice')
    await expect(page.getByTestId('search-option-suggestion').first()).toBeVisible()
  },
  connect: (page) => connectTestWallet(page),
  async manage(page) {
    await connectTestWallet(page)
    await openManageMenu(page)
  },
  async segments(page) {
    const segments = page.getByRole('list', { name: /^segments of / })
    await expect(segments.getByTestId('name-card').first()).toBeVisible()
    await segments.scrollIntoViewIfNeeded()
  },
  async review(page) {
    await connectTestWallet(page)
    const dialog = await startAction(page, 'Buy')
    await acceptTerms(dialog)
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog).toHaveAttribute('data-step', 'approve')
  },
  async watch(page) {
    for (const name of ['forsale.algo', 'bob.algo', 'market.algo']) {
      await page.goto(`/name/${name}`)
      await page.getByTestId('profile').getByTitle(`Watch ${name}`, { exact: true }).click()
    }
    await page.goto('/watchlist')
  },
}

/** The page has drawn everything it will: no skeleton, fonts and images loaded. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('skeleton')).toHaveCount(0)
  // A placeholder's grey blocks pulse until their content comes.
  await expect(page.locator('.animate-pulse')).toHaveCount(0)
  // Every lazy part is in (the header's stand-ins say they are busy until then).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  // A lazy image below the fold never loads, and is not in the picture.
  const drawn = () =>
    [...document.images]
      .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight)
      .every((image) => image.complete)
  await expect.poll(() => page.evaluate(drawn)).toBe(true)
}

for (const screen of SCREENS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${screen.name} ${theme}`, async ({ page }, info) => {
      await page.clock.install({ time: CLOCK })
      await page.emulateMedia({ colorScheme: theme })
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const)
      await page.goto(screen.path)
      if (screen.then) await STEPS[screen.then](page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.locator(screen.ready).first()).toBeVisible()
      await settled(page)
      await page.screenshot({
        path: `${OUT}${screen.name}-${info.project.name}-${theme}.png`,
        animations: 'disabled',
        caret: 'hide',
        // The header's backdrop blur differs by a shade from one run to the next.
        style: '[data-sonner-toaster] { display: none !important; } header { backdrop-filter: none !important; }',
      })
    })
  }
}
