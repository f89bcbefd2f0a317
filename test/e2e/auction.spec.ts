/** Expiring names and the reverse auction in the mock build: the marketplace views and an expired profile. */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { es } from './i18nKit'
import { OTHER_ACCOUNT, manageItems, openProfile, unseenText } from './pagesKit'

const algos = (text: string | null) => Number((/([\d,.]+) ALGO/.exec(text ?? '')?.[1] ?? 'NaN').replaceAll(',', ''))

test('the auction view lists expired names with the price now and when the base price comes; the expiring view, names expiring within 30 days, soonest first, each expiry line whole @phone', async ({
  page,
}) => {
  await page.goto('/marketplace?view=auction')
  await expect(page.getByRole('heading', { name: 'In auction' })).toBeVisible()
  const cards = page.getByTestId('name-card')
  await expect(cards).toHaveCount(1)
  await expect(cards).toHaveAttribute('data-name', 'expired.algo')
  await expect(cards.getByTestId('auction-compact')).toContainText(/^Now [\d,.]+ ALGO · base [\d,.]+ ALGO from /)

  await page.getByRole('navigation', { name: 'Marketplace views' }).getByRole('link', { name: 'Expiring soon' }).click()
  await expect(cards).toHaveAttribute('data-name', 'soon.algo')
  await expect(cards).toHaveCount(1)
  const expiresIn = cards.getByTestId('expires-in')
  await expect(expiresIn).toContainText(/Expires in 1[12] days \(.+\)$/)
  // Longer than a phone's card is wide, the line wraps: its date is read whole, not cut by an ellipsis.
  expect(await unseenText(expiresIn)).toBe('')
})

test('an expired profile shows the auction: the quote of now, a falling schedule, the base price at the end @phone', async ({
  page,
}) => {
  await page.goto('/name/expired.algo')
  const schedule = page.getByTestId('auction-schedule')
  await expect(schedule).toBeVisible()
  // The price now is the service's quote, the same the header shows to claim it.
  const now = algos(await schedule.getByTestId('price').first().textContent())
  expect(now).toBe(algos(await page.getByTestId('quote').textContent()))
  // A price that falls every second shows whole ALGO, not digits that change on each read.
  await expect(schedule.getByTestId('price').first()).toHaveText(/^[\d,]+ ALGO\s*≈ \$[\d,]+\.\d\d$/)
  await expect(page.getByTestId('owner')).toHaveText(/^Last owner/)
  const steps = schedule.getByTestId('auction-steps').locator('li')
  await expect(steps.last()).toContainText('Base price from')
  const prices = (await steps.evaluateAll((els) => els.map((el) => el.lastElementChild?.textContent ?? ''))).map(algos)
  expect(prices.length).toBeGreaterThanOrEqual(2)
  for (const [i, price] of prices.entries()) expect(price).toBeLessThanOrEqual(i === 0 ? now : (prices[i - 1] ?? 0))
  expect(prices.at(-1)).toBeLessThan(now)
  await expect(schedule.getByTestId('price-chart').getByTestId('price-dot')).toHaveCount(prices.length + 1)
})

/**
 * When the profile's auction ends, as the page's language writes a minute: 28 days after the
 * expiry the contract keeps (whole seconds; the mock chain keeps the record's).
 */
async function auctionEnd(page: Page, tag = 'en-US'): Promise<string> {
  // The header's expiry line is the profile's first date.
  const expiry = (await page.getByTestId('profile').locator('time').first().getAttribute('datetime')) ?? ''
  return page.evaluate(
    ([iso, locale]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        Math.floor(Date.parse(iso) / 1000) * 1000 + 28 * 86_400_000,
      ),
    [expiry, tag] as const,
  )
}

/**
 * The status line reads `sentence` with the header's price now (the service's quote, which falls
 * every second): both are read together until they agree.
 */
async function saysWithPrice(page: Page, sentence: (price: string) => string): Promise<void> {
  const status = page.getByTestId('auction-status')
  const quote = page.getByTestId('quote').getByTestId('price')
  await expect(async () => {
    const price = /[\d,.]+ ALGO/.exec((await quote.textContent()) ?? '')?.[0] ?? 'no price'
    expect(await status.textContent()).toBe(sentence(price))
  }).toPass()
}

test.describe('a name in its auction says until when, and what the viewer can do', () => {
  test('to a buyer, with or without a wallet: take it over at the price now, or wait', async ({ page }) => {
    await page.goto('/name/expired.algo')
    // No wallet yet: it says so beside the actions, and the header says the auction.
    await expect(page.getByTestId('actions-connect')).toBeVisible()
    const ends = await auctionEnd(page)
    const buyer = (price: string) =>
      `In an auction until ${ends}: take it over now for ${price}, or wait while the price falls`
    await saysWithPrice(page, buyer)
    await openProfile(page, 'expired.algo')
    await saysWithPrice(page, buyer)
    // Renewing someone else's expired name is taking it over: the button and its dialog say so.
    const actions = page.getByTestId('name-actions')
    await expect(actions.getByRole('button', { name: 'Take over', exact: true })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Renew', exact: true })).toHaveCount(0)
    await actions.getByRole('button', { name: 'Take over', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Take over expired.algo' })
    await expect(dialog.getByRole('button', { name: 'Take over', exact: true })).toBeVisible()
  })

  test('to its last owner: renew first at the base price, and every refused action says the same', async ({ page }) => {
    await openProfile(page, 'expired.algo', OTHER_ACCOUNT)
    const ends = await auctionEnd(page)
    await saysWithPrice(
      page,
      (price) =>
        `In an auction until ${ends}: renew it first, at the base price of ${price}, before someone takes it over`,
    )
    await expect(page.getByTestId('name-actions').getByRole('button', { name: 'Renew', exact: true })).toBeVisible()
    const sentence = await page.getByTestId('auction-status').textContent()
    const refused = (await manageItems(page)).filter((item) => item.reason !== null)
    expect(refused.length).toBeGreaterThan(5)
    for (const item of refused) expect(item.reason, item.name).toBe(sentence)
  })

  test.describe('in the pseudo-locale', () => {
    test.use({ appLocale: 'pseudo' })

    test('every word of the line is translated (the fixture checks the page at the end)', async ({ page }) => {
      await page.goto('/name/expired.algo')
      // It waits on the chain: algod's client loads on first use, then two reads (more on a loaded runner).
      await expect(page.getByTestId('auction-status')).toContainText(/ALGO/, { timeout: 15_000 })
    })
  })

  test.describe('in Spanish', () => {
    test.use({ appLocale: 'es' })

    test('the buyer reads it in Spanish', async ({ page }) => {
      await page.goto('/name/expired.algo')
      const end = await auctionEnd(page, 'es')
      await saysWithPrice(page, (price) => es('names/core/auctionReason', 'buyerPrice', { end, price }))
    })
  })
})
