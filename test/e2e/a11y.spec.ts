/**
 * axe-core on every page, light and dark (and, through the phone project, at phone size): no
 * serious or critical violation, with the rule that a control's name contains the words it shows
 * (off in axe by default) turned on. Beside the pages: the search's list, the 404 and error
 * screens, the connect dialog, the review of a purchase, an owner's Manage menu, a connected
 * wallet's header and names, and the marketplace's filter drawer.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { THEME_KEY } from '../../src/ui/theme'
import {
  acceptTerms,
  APP_PAGES,
  connectTestWallet,
  headerNotice,
  openInApp,
  openManageMenu,
  startAction,
} from './pagesKit'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}

/** The pages in two halves: two tests a theme share the workers, each booting the app once. */
const HALVES = [APP_PAGES.slice(0, 10), APP_PAGES.slice(10)] as const

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const)
    })

    for (const [half, pages] of HALVES.entries()) {
      test(`every page, part ${half + 1} of ${HALVES.length}`, async ({ page }) => {
        // One axe run per page, each a whole page.
        test.setTimeout(pages.length * 15_000)
        await page.goto('/')
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        for (const { path, ready } of pages) {
          await test.step(path, async () => {
            await openInApp(page, path)
            await expect(page.getByTestId(ready).first()).toBeVisible()
            await expect(page.getByTestId('skeleton')).toHaveCount(0)
            // Soft: one page's violations do not hide the next page's.
            expect.soft(await seriousViolations(page), path).toEqual([])
          })
        }
      })
    }

    test('search with an open status and suggestions', async ({ page }) => {
      await page.goto('/')
      await page.getByTestId('name-search').fill('alice')
      await expect(page.getByTestId('search-option-suggestion').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByTestId('name-search').fill('bad name')
      await expect(page.getByTestId('search-invalid')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      // Escape closes the list, and the box says so.
      await page.getByTestId('name-search').fill('alice')
      await expect(page.getByTestId('name-search')).toHaveAttribute('aria-expanded', 'true')
      await page.getByTestId('name-search').press('Escape')
      await expect(page.getByTestId('name-search')).toHaveAttribute('aria-expanded', 'false')
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the header of a connected wallet, with its expiry warning', async ({ page }) => {
      await page.goto('/name/alice.algo')
      await connectTestWallet(page)
      await expect(await headerNotice(page, 'expiry-warning-header')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the 404 page and the error screen', async ({ page }) => {
      await page.goto('/no/such/page')
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.goto('/_dev/throw')
      await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the connect dialog, then the review of a purchase', async ({ page }) => {
      // Three runs of axe over a whole page.
      test.slow()
      await page.goto('/name/forsale.algo')
      await page.getByRole('button', { name: 'Connect wallet' }).first().click()
      await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await connectTestWallet(page)

      const dialog = await startAction(page, 'Buy')
      expect(await seriousViolations(page)).toEqual([])
      await acceptTerms(dialog)
      await dialog.getByTestId('tx-confirm').click()
      await expect(dialog).toHaveAttribute('data-step', 'approve')
      expect(await seriousViolations(page)).toEqual([])
    })

    test("an owner's Manage menu, then my names", async ({ page }) => {
      test.slow()
      await page.goto('/name/alice.algo')
      await connectTestWallet(page)
      await openManageMenu(page)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto('/my-names')
      await expect(page.getByTestId('name-card').first()).toBeVisible()
      await expect(page.getByTestId('skeleton')).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('marketplace filter drawer', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/marketplace')
      await expect(page.getByTestId('name-card').first()).toBeVisible()
      await page.getByTestId('open-filters').click()
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
