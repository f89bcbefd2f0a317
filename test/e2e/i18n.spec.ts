/**
 * The app in the visitor's language, on the mock build: Spanish through a purchase from search to
 * the Done step, the browser's language and the switch, the first paint before any script, and the
 * pseudo-locale (right to left, 40% longer) on every page at phone size. The fixtures scan every
 * screen a test acts on for words that skipped the catalogue (`appLocale`).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { es, untranslatedOn, watchUntranslated } from './i18nKit'
import {
  closeDialog,
  connectTestWallet,
  openInApp,
  openManageMenu,
  OTHER_ADDRESS,
  short,
  TEST_ADDRESS,
} from './pagesKit'

const USDC = '10458941'

/** Connect wallet → the mnemonic wallet, in Spanish: its prompt, open. */
async function openMnemonicPromptInSpanish(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: es('wallet/ui/ConnectButton', 'connectWallet') })
    .first()
    .click()
  await page
    .getByRole('dialog', { name: es('wallet/ui/ConnectDialog', 'title') })
    .getByRole('button', { name: /Mnemonic/ })
    .click()
  return page.getByRole('dialog', { name: es('wallet/ui/MnemonicDialog', 'title') })
}

async function connectInSpanish(page: Page): Promise<void> {
  const prompt = await openMnemonicPromptInSpanish(page)
  await prompt.getByRole('button', { name: es('wallet/ui/MnemonicDialog', 'connect'), exact: true }).click()
  await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS))
}

test.describe('in Spanish', () => {
  test.use({ appLocale: 'es' })

  test('buy a name: search, its profile, connect, review, sign and the Done step, all in Spanish', async ({
    page,
    translations,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.getByRole('main').getByRole('combobox').first().fill('forsale')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/name\/forsale\.algo$/)
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', /.+/)
    await connectInSpanish(page)
    const buy = es('names/transactions/definitions/buy/buy', 'label')
    await page.getByTestId('name-actions').getByRole('button', { name: buy, exact: true }).click()
    const dialog = page.getByTestId('tx-dialog')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await dialog.getByLabel(es('names/transactions/flow/TransactionDialog', 'terms')).check()
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog).toHaveAttribute('data-step', 'approve')
    await expect(dialog.getByTestId('tx-total')).toContainText('ALGO')
    await dialog.getByTestId('tx-approve').click()
    const wallet = page.getByRole('dialog', { name: /^¿Firmar \d+ transacci(ón|ones)\?$/ })
    await translations.check(page)
    await wallet.getByRole('button', { name: es('wallet/ui/SignRequestDialog', 'approve'), exact: true }).click()
    await expect(dialog).toHaveAttribute('data-step', 'done')
    await expect(dialog.getByTestId('tx-done-message')).toContainText(
      es('names/transactions/definitions/buy/buy', 'success', { name: 'forsale.algo' }),
    )
    await translations.check(page)
  })

  test("amounts the Spanish way: a price typed with a decimal comma lists the name at that price; the vault, the donor's badge and the pay page in Spanish", async ({
    page,
  }) => {
    await page.goto('/name/alice.algo')
    await test.step("the profile: the vault's amounts with a decimal comma, the donor's badge in Spanish", async () => {
      await expect(page.getByTestId(`vault-asset-${USDC}`)).toContainText('12,5')
      const badge = page.getByTestId('badge').filter({ hasText: 'bob.algo donor' })
      await expect(badge).toContainText(es('names/badges/BadgeList', 'donations'))
      await expect(badge.locator('dt')).toHaveText(es('names/badges/BadgeList', 'tier'))
      await expect(badge.locator('dd')).toHaveText(es('names/badges/BadgeList', 'gold'))
      // The service's own words stay as it sent them, marked as English.
      await expect(badge.locator('[lang="en"]').first()).toHaveText('bob.algo donor')
    })
    await connectInSpanish(page)
    const menuButton = page.getByTestId('name-actions').getByTestId('manage-button')
    await menuButton.click()
    await page
      .getByRole('menuitem', { name: es('names/transactions/definitions/list/list', 'label'), exact: true })
      .click()
    const dialog = page.getByTestId('tx-dialog')
    await dialog.getByLabel(es('names/transactions/definitions/list/list', 'priceField')).fill('12,5')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog).toHaveAttribute('data-step', 'approve')
    // After the clearing of the profile's data the contract requires, the listing at that price.
    await expect(dialog.getByTestId('tx-call').last()).toContainText('12,5 ALGO')
    await closeDialog(page, dialog)

    await test.step('the pay page: 2,5 is 2.5 ALGO, and its field and errors say Importe', async () => {
      await openInApp(page, '/pay/bob.algo')
      // "Importe (ALGO)" while the request is valid, "Importe" while it is not.
      const amount = page.getByLabel(new RegExp(`^${es('pages/pay/PayRequestForm', 'amount')}`))
      await amount.fill('2,5')
      await expect(page.getByTestId('pay-uri')).toHaveText(`algorand://${OTHER_ADDRESS}?amount=2500000&label=bob.algo`)
      await amount.fill('mucho')
      await expect(page.getByTestId('pay-problem')).toHaveText(
        new RegExp(`^${es('names/transactions/payRequest', 'amount')}: `),
      )
    })
  })

  test('from home to lazily loaded pages: each arrives whole in Spanish, never English first', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const footer = page.getByRole('contentinfo')
    for (const [link, group] of [
      ['marketplace', 'pages/marketplace/MarketplacePage'],
      ['myNames', 'pages/my-names/MyNamesPage'],
    ] as const) {
      const watch = await watchUntranslated(page, 'es')
      await footer.getByRole('link', { name: es('app/Footer', link), exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es(group, 'title'))
      await expect(page.getByTestId('skeleton')).toHaveCount(0)
      expect(await watch.stop(), `English shown on the way to ${link}`).toEqual([])
    }
  })

  test("closing the wallet's prompt is a cancellation in Spanish too: told by the error's code, not its words", async ({
    page,
  }) => {
    await page.goto('/name/alice.algo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const prompt = await openMnemonicPromptInSpanish(page)
    await prompt.getByRole('button', { name: es('wallet/ui/MnemonicDialog', 'cancel'), exact: true }).click()
    await expect(prompt).toBeHidden()
    await expect(
      page.getByText(es('wallet/ui/walletErrorMessage', 'connectingCancelled'), { exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0)
  })

  test('My names, the marketplace and the stats read in Spanish', async ({ page, translations }) => {
    await page.goto('/my-names')
    await connectInSpanish(page)
    await expect(page.locator('[data-name="alice.algo"]').first()).toBeVisible()
    await translations.check(page)
    await openInApp(page, '/marketplace')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('pages/marketplace/MarketplacePage', 'title'))
    await expect(page.locator('[data-name="forsale.algo"]').first()).toBeVisible()
    await translations.check(page)
    await openInApp(page, '/stats')
    await expect(page.locator('main')).toContainText(/\d/)
    await translations.check(page)
  })
})

test.describe("the visitor's language", () => {
  test.use({ locale: 'es-AR' })

  test('a Spanish browser gets Spanish from the first paint, before any script runs', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('#root footer')).toContainText(es('app/Footer', 'marketplace'))
    expect(await untranslatedOn(page, 'es')).toEqual([])
  })

  test('a page opened by its URL gets its words in one file asked for at start-up, not once its code has run', async ({
    page,
  }) => {
    const catalogue = /\/assets\/es-[\w-]{8}\.js$/
    const fetched: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/es[-.]/.test(request.url())) fetched.push(request.url())
    })
    // My names' code is held until the catalogue, with its words, has arrived: were the words
    // asked for only by the running code, the page would never come.
    const words = page
      .waitForResponse(
        async (response) =>
          catalogue.test(response.url()) &&
          (await response.text().catch(() => '')).includes('"pages/my-names/MyNamesPage":'),
      )
      .catch(() => null)
    await page.route('**/assets/MyNamesPage-*.js', async (route) => {
      await words
      await route.continue()
    })
    await page.goto('/my-names')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('pages/my-names/MyNamesPage', 'title'))
    expect(await untranslatedOn(page, 'es')).toEqual([])
    expect(fetched, 'the Spanish words: one file').toHaveLength(1)
    expect(fetched[0]).toMatch(catalogue)
  })

  test('the switch changes the language at once, and the choice is kept for the next visit', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: es('app/Footer', 'myNames') })).toBeVisible()
    expect(await untranslatedOn(page, 'es')).toEqual([])
    await footer.getByLabel(es('app/LanguageSwitch', 'language')).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(footer.getByRole('link', { name: 'My names' })).toBeVisible()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(footer.getByRole('link', { name: 'My names' })).toBeVisible()
    await expect(footer.getByLabel('Language')).toHaveValue('en')
  })
})

test('switching to Spanish on a lazily loaded page turns it all at once, with no English left', async ({ page }) => {
  await page.goto('/marketplace')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace')
  await expect(page.locator('[data-name="forsale.algo"]').first()).toBeVisible()
  await expect(page.getByTestId('skeleton')).toHaveCount(0)
  const watch = await watchUntranslated(page, 'es')
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('pages/marketplace/MarketplacePage', 'title'))
  expect(await watch.stop(), 'English shown after the switch').toEqual([])
  expect(await untranslatedOn(page, 'es')).toEqual([])
})

test.describe('a flow in the pseudo-locale', () => {
  test.use({ appLocale: 'pseudo' })

  test('list for sale from the Manage menu: every screen translated, right to left', async ({ page, translations }) => {
    await page.goto('/name/alice.algo')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await connectTestWallet(page)
    const menu = await openManageMenu(page)
    await translations.check(page)
    await menu.getByRole('menuitem', { name: /List for sale/ }).click()
    const dialog = page.getByTestId('tx-dialog')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await dialog.getByLabel(/Price \(ALGO\)/).fill('120')
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog).toHaveAttribute('data-step', 'approve')
    await dialog.getByTestId('tx-approve').click()
    await page
      .getByRole('dialog', { name: /Sign \d+ transactions?\?/ })
      .getByRole('button', { name: /Approve/ })
      .click()
    await expect(dialog).toHaveAttribute('data-step', 'done')
    await expect(dialog.getByTestId('tx-done-message')).toContainText('alice.algo is listed for 120 ALGO')
    await translations.check(page)
  })
})

// Every page in the pseudo-locale (mirrored, every word translated, nothing cut): picture.spec.ts.
