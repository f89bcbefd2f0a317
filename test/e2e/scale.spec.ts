/**
 * My names at any size, on the mainnet production build: an account holding the generated
 * 5,000-name portfolio (the API's shapes and real paging, answered by the test) through an
 * extension wallet. The count is the API's total, scrolling as a person does reaches the last
 * name, and a name expiring among the last hundred is warned about before it is ever loaded.
 */
import { WHALE_ACCOUNT } from '../../src/mocks/accounts'
import { generatedPortfolio } from '../../src/mocks/fixtures/ownedNames'
import { expiryOf } from '../../src/names/core/expiry'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import { answerPublicNetworks, connectFromHeader, injectReadOnlyWallet, servePortfolio } from './productionKit'

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

  // As a person scrolls: the mouse wheel over the list, and End on the keyboard.
  const lastCard = page.locator(`[data-testid="name-card"][data-name="${last}"]`)
  await cards.first().hover()
  await expect(async () => {
    await page.mouse.wheel(0, 30_000)
    await expect(lastCard).toBeInViewport({ timeout: 1_000 })
  }).toPass({ timeout: 90_000 })
  await page.keyboard.press('End')
  await expect(lastCard).toBeInViewport()
  const late = page.locator(`[data-testid="name-card"][data-name="${lateSoon}"]`)
  await page.mouse.wheel(0, -1_500)
  await expect(async () => {
    await page.mouse.wheel(0, -600)
    await expect(late).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 20_000 })
  await expect(late.getByTestId('expiry-warning')).toBeVisible()

  // Only the cards near the screen exist, and the pages were asked in the API's paging.
  expect(await cards.count()).toBeLessThan(200)
  const pages = asked.map((url) => new URL(url).searchParams).filter((q) => !q.has('expiresBefore'))
  expect(pages.every((q) => Number(q.get('limit')) <= 200)).toBe(true)
  expect(new Set(pages.map((q) => q.get('offset'))).size).toBe(25)
})
