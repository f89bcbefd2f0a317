/**
 * My names at any size, on the mainnet production build: an account holding the generated
 * 5,000-name portfolio (the API's shapes and real paging, answered by the test) through an
 * extension wallet. The count is the API's total, scrolling as a person does reaches the last
 * name, and a name expiring among the last hundred is warned about before it is ever loaded. The
 * API is asked once for what the page needs: the expiry warning only for the names that qualify,
 * renewal by rule only once chosen, the list's pages as the user scrolls.
 */
import { WHALE_ACCOUNT } from '../../src/mocks/accounts'
import { generatedPortfolio } from '../../src/mocks/fixtures/ownedNames'
import { expiryOf } from '../../src/names/core/expiry'
import { expiringWithin } from '../../src/names/transactions/batch/renewRule'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import {
  answerPublicNetworks,
  API_ORIGINS,
  connectFromHeader,
  injectReadOnlyWallet,
  servePortfolio,
} from './productionKit'

test.use({ locale: 'en-US' })

test('5,000 names: the API total, the last name reached by scrolling, a late name warned about from the start', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const records = generatedPortfolio(WHALE_ACCOUNT.address)!
  const now = new Date()
  const byName = [...records].sort((a, b) => a.name.localeCompare(b.name))
  const last = byName.at(-1)!.name
  const lateSoon = byName.slice(-100).find((record) => expiryOf(record, now).soon)!.name
  const soon = records.filter((record) => expiryOf(record, now).soon).length
  await answerPublicNetworks(page)
  const asked = await servePortfolio(page, 'mainnet', WHALE_ACCOUNT.address, records)
  await injectReadOnlyWallet(page, WHALE_ACCOUNT.address)
  // Every request to the name-service API, as the user's network sees them.
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (API_ORIGINS.has(new URL(request.url()).origin) && request.method() !== 'OPTIONS')
      apiRequests.push(request.url())
  })
  const expiringAsked = () => asked.filter((url) => new URL(url).searchParams.has('expiresBefore'))

  await page.goto(`${BUILDS.mainnet}/my-names`)
  await connectFromHeader(page, /Exodus/)
  const names = page.getByRole('region', { name: 'Names' })
  await expect(names.getByText('5,000 names')).toBeVisible()
  // Every name expiring within 30 days counts, the late one among them, before its page is loaded.
  await expect(page.getByTestId('expiring-count')).toHaveText(`· ${soon} names expiring within 30 days`)
  const header = page.getByTestId('expiry-warning-header')
  await expect(header).toHaveAttribute('title', `${soon} of your names expire within 30 days`)
  await expect(header).toHaveAccessibleName(`${soon} expiring: ${soon} of your names expire within 30 days`)
  const cards = page.getByTestId('name-card')
  await expect(cards.first()).toBeVisible()
  expect(await page.locator(`[data-name="${lateSoon}"]`).count()).toBe(0)
  // The header and the page share one query of the names expiring within 30 days: one page of them.
  expect(expiringAsked()).toHaveLength(1)
  expect(new URL(expiringAsked()[0]!).searchParams.getAll('state')).toEqual(['owned', 'forSale'])

  // As a person scrolls: the mouse wheel over the list, and End on the keyboard.
  const lastCard = page.locator(`[data-testid="name-card"][data-name="${last}"]`)
  // The pointer rests in the page's margin: resting on a card is intent, and loads its profile.
  await page.mouse.move(4, 400)
  // A turn of the wheel, then a look: the next page of names arrives while the user looks.
  await expect(async () => {
    await page.mouse.wheel(0, 30_000)
    await expect(lastCard).toBeInViewport({ timeout: 150 })
  }).toPass({ intervals: [50], timeout: 90_000 })
  await page.keyboard.press('End')
  await expect(lastCard).toBeInViewport()
  const late = page.locator(`[data-testid="name-card"][data-name="${lateSoon}"]`)
  await page.mouse.wheel(0, -1_500)
  await expect(async () => {
    await page.mouse.wheel(0, -600)
    await expect(late).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 20_000 })
  await expect(late.getByTestId('expiry-warning')).toBeVisible()

  // Only the cards near the screen exist, and the pages were asked in the API's paging, each once:
  // with the expiry warning and the page's other lists, 30 requests at most for every name.
  expect(await cards.count()).toBeLessThan(200)
  const pages = asked.map((url) => new URL(url).searchParams).filter((q) => !q.has('expiresBefore'))
  expect(pages.every((q) => Number(q.get('limit')) <= 200)).toBe(true)
  expect(pages.map((q) => q.get('offset'))).toEqual(Array.from({ length: 25 }, (_, i) => String(i * 200)))
  expect(expiringAsked()).toHaveLength(1)
  expect(apiRequests.length).toBeLessThanOrEqual(30)

  // Renewing by rule asks for the names expiring within the months chosen, and only then.
  const within3 = expiringWithin(records, 3, new Date()).length
  await page.getByTestId('renew-months').selectOption('3')
  await expect(page.getByTestId('renew-review')).toHaveText(
    `Review renewal of ${within3.toLocaleString('en-US')} names`,
  )
  expect(expiringAsked()).toHaveLength(1 + Math.ceil(within3 / 200))
})
