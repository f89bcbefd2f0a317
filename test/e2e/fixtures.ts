/**
 * The browser suite's `test`: every page is watched for Content-Security-Policy violations and
 * uncaught errors, and a test fails if any happened; every pointer action first checks that a
 * pointer can reach its element (reachability.ts). Specs import { test, expect } from here.
 * The mock build's world is the hand-written fixtures alone unless a spec asks for the generated
 * market with `test.use({ mockMarket: 'generated' })`.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { MARKET_STORAGE_KEY } from '../../src/mocks/storageKeys'
import { LOCALE_STORAGE_KEY, untranslatedOn, type AppLocale } from './i18nKit'
import { pointerReachable, setBeforePointerAction } from './reachability'

interface Watch {
  /** Uncaught page errors a test expects (matched by substring), so they do not fail it. */
  allowPageErrors: (pattern: string) => void
  /** The pages' console errors so far: a spec that holds its pages to none asserts on them. */
  consoleErrors: () => string[]
}

interface Translations {
  /** Records the words on the page now that skipped the catalogue; the test fails on any at its end. */
  check: (page: Page) => Promise<void>
}

export const test = base.extend<{
  watch: Watch
  mockMarket: 'fixtures' | 'generated'
  offlineWorker: boolean
  appLocale: AppLocale
  translations: Translations
}>({
  mockMarket: ['fixtures', { option: true }],
  // The language the visitor chose on an earlier visit (English, the base, unless a spec asks).
  appLocale: ['en', { option: true }],
  // The production builds' offline worker registers only in the tests that ask for it: a page it
  // controls sends its requests through it, past the page's routes that answer the networks.
  offlineWorker: [false, { option: true }],
  // Before any page script: the mock reads it when it builds its world.
  context: async ({ context, mockMarket, appLocale }, provide) => {
    if (appLocale !== 'en')
      await context.addInitScript(
        ([key, code]) => {
          try {
            localStorage.setItem(key, code)
          } catch {
            // about:blank and data: pages have no storage
          }
        },
        [LOCALE_STORAGE_KEY, appLocale] as const,
      )
    if (mockMarket === 'fixtures')
      await context.addInitScript((key) => {
        try {
          localStorage.setItem(key, 'fixtures')
        } catch {
          // about:blank and data: pages have no storage, and no mock either
        }
      }, MARKET_STORAGE_KEY)
    await provide(context)
  },
  // Outside English, every screen a test acts on (and the last one) is checked for untranslated words.
  translations: [
    async ({ context, appLocale }, use) => {
      const found = new Map<string, string>()
      const check = async (page: Page) => {
        for (const text of await untranslatedOn(page, appLocale)) if (!found.has(text)) found.set(text, page.url())
      }
      if (appLocale !== 'en') setBeforePointerAction((locator) => check(locator.page()))
      await use({ check })
      setBeforePointerAction(null)
      for (const page of context.pages()) await check(page)
      expect(
        [...found].map(([text, url]) => `${text}  (${new URL(url).pathname})`),
        `words left untranslated in "${appLocale}"`,
      ).toEqual([])
    },
    { auto: true },
  ],
  watch: [
    async ({ context, offlineWorker }, use) => {
      if (!offlineWorker)
        await context.addInitScript(() => {
          const container = navigator.serviceWorker
          if (!container) return
          const register = container.register.bind(container)
          container.register = (url, options) =>
            String(url).endsWith('/sw.js') ? new Promise(() => {}) : register(url, options)
        })
      const violations: string[] = []
      const pageErrors: string[] = []
      const allowed: string[] = []
      const consoleErrors: string[] = []
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      context.on('page', (page) => {
        pointerReachable(page.locator('html'))
        page.on('pageerror', (error) => pageErrors.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text())
        })
      })
      await use({ allowPageErrors: (pattern) => allowed.push(pattern), consoleErrors: () => [...consoleErrors] })
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      expect(
        pageErrors.filter((message) => !allowed.some((pattern) => message.includes(pattern))),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
