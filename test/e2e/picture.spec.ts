/**
 * The picture, measured: every page at phone (375 px, touch), 1024 and 1280 px, as a visitor and
 * connected (the generated market: the header's alerts and offer badges), in English, Spanish
 * and the pseudo-locale (right to left, 40% longer). On each, pictureFaults.ts finds sideways
 * scrolling, controls off screen or covered, headings and names broken inside a word, text out
 * of its box, cut placeholders and a header on more than one row; outside English the fixtures
 * also find words left untranslated. One test a size, state and language boots the app once and
 * opens the pages from inside it; each page is a step with its own soft expectation, so one
 * page's faults do not hide the next page's, and each names its page, size, state and language.
 * A visitor sees the light theme and a connected wallet the dark one; in English at phone and
 * desktop size each page is also scanned by axe-core (no serious or critical violation), so every
 * page is checked for accessibility in both themes without booting the app again for it.
 */
import { expect, test } from './fixtures'
import type { AppLocale } from './i18nKit'
import { THEME_KEY } from '../../src/ui/theme'
import { APP_PAGES, axeViolations, openInApp, pictureFaultsOn, returningUser, short, TEST_ADDRESS } from './pagesKit'

const SIZES = [
  { width: 375, height: 667, phone: true },
  { width: 1024, height: 768, phone: false },
  { width: 1280, height: 800, phone: false },
] as const
const STATES = ['visitor', 'connected'] as const
const LANGUAGES: readonly AppLocale[] = ['en', 'es', 'pseudo']

for (const { width, height, phone } of SIZES) {
  for (const state of STATES) {
    for (const language of LANGUAGES) {
      test.describe(`${width} px, ${state}, ${language}`, () => {
        test.use({
          viewport: { width, height },
          isMobile: phone,
          hasTouch: phone,
          appLocale: language,
          mockMarket: state === 'connected' ? 'generated' : 'fixtures',
        })

        const theme = state === 'connected' ? 'dark' : 'light'
        const scanned = language === 'en' && width !== 1024

        test('every page is whole, readable and in one piece', async ({ page, translations }) => {
          test.setTimeout(APP_PAGES.length * (scanned ? 12_000 : 8_000))
          await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const)
          if (state === 'connected') await returningUser(page)
          await page.goto('/')
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
          if (language === 'pseudo') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
          if (state === 'connected') {
            // Resumed after the wallet's code loads; the notices come after the first paint.
            await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS), {
              timeout: 15_000,
            })
            await expect(page.getByTestId(phone ? 'menu-notices' : 'offers-badge')).toBeVisible()
          }
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          for (const [index, { path, ready, connected }] of APP_PAGES.entries()) {
            await test.step(path, async () => {
              await openInApp(page, path)
              // The first page's list waits for the boot, which on a loaded machine takes a while.
              await expect(page.getByTestId(state === 'connected' ? (connected ?? ready) : ready).first()).toBeVisible(
                index === 0 ? { timeout: 15_000 } : {},
              )
              await expect(page.getByTestId('skeleton')).toHaveCount(0)
              if (language !== 'en') await translations.check(page)
              const where = `${path} at ${width} px, ${state}, ${language}`
              expect.soft(await pictureFaultsOn(page), where).toEqual([])
              if (scanned) expect.soft(await axeViolations(page), `${where}, ${theme}`).toEqual([])
            })
          }
        })
      })
    }
  }
}
