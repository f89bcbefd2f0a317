/**
 * axe-core on what the page-wide check does not open, light and dark (and, through the phone
 * project, at phone size): no serious or critical violation. Every page itself is scanned by
 * picture.spec.ts, a visitor's in light and a connected wallet's in dark, at phone and desktop size.
 * Here, one journey a theme: the search's list, the 404 page, the connect dialog, the review of a
 * purchase, a connected wallet's header, an owner's Manage menu, my names, the marketplace's filter
 * drawer and the error screen. Each stop is a step with a soft expectation, so one place's
 * violations do not hide the next one's.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { THEME_KEY } from '../../src/ui/theme'
import {
  acceptTerms,
  axeViolations,
  closeDialog,
  connectTestWallet,
  headerNotice,
  openInApp,
  openManageMenu,
  showProfile,
  startAction,
} from './pagesKit'

/** The place's serious violations, softly: the journey goes on to the next place. */
async function scan(page: Page, place: string): Promise<void> {
  expect.soft(await axeViolations(page), place).toEqual([])
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const)
    })

    test('search, dialogs, menus and the error screens, in one visit', async ({ page }) => {
      // Eleven runs of axe over a whole page.
      test.slow()
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)

      await test.step('search with an open status and suggestions', async () => {
        const search = page.getByTestId('name-search')
        await search.fill('alice')
        await expect(page.getByTestId('search-option-suggestion').first()).toBeVisible()
        await scan(page, 'search suggestions')
        await search.fill('bad name')
        await expect(page.getByTestId('search-invalid')).toBeVisible()
        await scan(page, 'search, an invalid name')
        // Escape closes the list, and the box says so.
        await search.fill('alice')
        await expect(search).toHaveAttribute('aria-expanded', 'true')
        await search.press('Escape')
        await expect(search).toHaveAttribute('aria-expanded', 'false')
        await scan(page, 'search, closed')
      })

      await test.step('the 404 page', async () => {
        await openInApp(page, '/no/such/page')
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
        await scan(page, 'the 404 page')
      })

      await test.step('the connect dialog, then the review of a purchase', async () => {
        await openInApp(page, '/name/forsale.algo')
        await page.getByRole('button', { name: 'Connect wallet' }).first().click()
        await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible()
        await scan(page, 'the connect dialog')
        await page.keyboard.press('Escape')
        await connectTestWallet(page)
        const dialog = await startAction(page, 'Buy')
        await scan(page, 'the purchase, asked')
        await acceptTerms(dialog)
        await dialog.getByTestId('tx-confirm').click()
        await expect(dialog).toHaveAttribute('data-step', 'approve')
        await scan(page, 'the purchase, reviewed')
        await closeDialog(page, dialog)
      })

      await test.step("a connected wallet's header, then an owner's Manage menu", async () => {
        await showProfile(page, 'alice.algo')
        await expect(await headerNotice(page, 'expiry-warning-header')).toBeVisible()
        await scan(page, "the header's expiry warning")
        // On a phone the warning sits in the open Menu, which closes as a person closes it.
        if (await page.getByTestId('header-menu-button').isVisible()) await page.keyboard.press('Escape')
        await openManageMenu(page)
        await scan(page, 'the Manage menu')
        await page.keyboard.press('Escape')
      })

      await test.step('my names', async () => {
        await openInApp(page, '/my-names')
        await expect(page.getByTestId('name-card').first()).toBeVisible()
        await expect(page.getByTestId('skeleton')).toHaveCount(0)
        await scan(page, 'my names')
      })

      await test.step("the marketplace's filter drawer", async () => {
        await page.setViewportSize({ width: 360, height: 740 })
        await openInApp(page, '/marketplace')
        await expect(page.getByTestId('name-card').first()).toBeVisible()
        await page.getByTestId('open-filters').click()
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
        await scan(page, 'the filter drawer')
        await page.keyboard.press('Escape')
      })

      await test.step('the error screen', async () => {
        await openInApp(page, '/_dev/throw')
        await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
        await scan(page, 'the error screen')
      })
    })
  })
}
