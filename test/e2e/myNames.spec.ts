/**
 * My names in the mock build with the mnemonic wallet (it holds one account; the names of an
 * address linked to one of its names join, grouped by owner): the filters, claiming from the
 * inbox in place, and renewing by rule with one name failing and retried alone. The groups are
 * virtualised lists: a card is reached by scrolling to it (wheel, or a swipe on a phone).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  OTHER_ACCOUNT,
  OTHER_ADDRESS,
  TEST_ADDRESS,
  acceptTerms,
  answerWallet,
  balanceOf,
  confirmAndFinish,
  connectTestWallet,
  linkThroughDialog,
  namesWhileScrolling,
  openInApp,
  openProfile,
  scrollUntilSeen,
  setFault,
} from './pagesKit'
import { algosToMicroalgos } from '../../src/lib/money'

const groupOf = (page: Page, address: string) => page.getByRole('list', { name: `names of ${address}` })
const microalgosIn = async (locator: Locator) =>
  algosToMicroalgos(((await locator.textContent()) ?? '').replace(' ALGO', '').replaceAll(',', ''))
const namesIn = (page: Page, address: string) => namesWhileScrolling(page, groupOf(page, address))
const cardIn = (page: Page, address: string, name: string) => groupOf(page, address).locator(`[data-name="${name}"]`)

/** Links OTHER_ACCOUNT to alice.algo and opens My names on the linked account's first card. */
async function myNamesWithLinkedAccount(page: Page): Promise<void> {
  await openProfile(page, 'alice.algo')
  await linkThroughDialog(page, 'alice.algo', OTHER_ACCOUNT)
  await openInApp(page, '/my-names')
  await scrollUntilSeen(page, cardIn(page, OTHER_ADDRESS, 'bob.algo'))
}

test('grouped by account: a linked address joins with its names, each name once under its owner', async ({ page }) => {
  await myNamesWithLinkedAccount(page)
  await expect(page.getByTestId('account-group')).toHaveCount(2)
  expect(
    await page
      .getByTestId('account-group')
      .evaluateAll((groups) => groups.map((g) => (g as HTMLElement).dataset.address)),
  ).toEqual([TEST_ADDRESS, OTHER_ADDRESS])
  const others = await namesIn(page, OTHER_ADDRESS)
  const mine = await namesIn(page, TEST_ADDRESS)
  expect(others).toEqual(expect.arrayContaining(['shop.alice.algo', 'xss.algo']))
  expect(mine).toContain('alice.algo')
  expect(mine).not.toContain('shop.alice.algo')
  expect([...mine, ...others].filter((name) => name === 'alice.algo')).toHaveLength(1)
})

test('grouped by account: filters by account and by text, and the text filter survives a reload @phone', async ({
  page,
}) => {
  await myNamesWithLinkedAccount(page)
  await page.getByTestId('account-filter').selectOption(OTHER_ADDRESS)
  await expect(page.getByTestId('account-group')).toHaveCount(1)
  await expect(groupOf(page, TEST_ADDRESS)).toHaveCount(0)
  await page.getByTestId('account-filter').selectOption('')
  await page.getByTestId('name-filter').fill('alice')
  await expect(groupOf(page, OTHER_ADDRESS).getByTestId('name-card')).toHaveCount(1)
  expect(await namesIn(page, TEST_ADDRESS)).toEqual(['alice.algo', 'pay.alice.algo'])
  expect(await namesIn(page, OTHER_ADDRESS)).toEqual(['shop.alice.algo'])
  await page.reload()
  await expect(page.getByTestId('name-filter')).toHaveValue('alice')
})

test('claim from the inbox, in place: the name leaves the inbox and joins my names', async ({ page }) => {
  await page.goto('/my-names')
  await connectTestWallet(page)
  const inbox = page.getByRole('list', { name: 'names reserved for you' })
  await expect(inbox.locator('[data-name="gift.algo"]')).toBeVisible()
  await page.getByRole('button', { name: 'Claim gift.algo' }).click()
  const dialog = page.getByTestId('tx-dialog')
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await acceptTerms(dialog)
  await confirmAndFinish(page, dialog, 'gift.algo is yours')
  await expect(page).toHaveURL(/\/my-names$/)
  await expect(page.getByTestId('claim-inbox')).toHaveCount(0)
  await scrollUntilSeen(page, cardIn(page, TEST_ADDRESS, 'gift.algo'))
})

test('renew everything expiring within 6 months: one total from the groups, one name fails and is retried alone @phone', async ({
  page,
}) => {
  await page.goto('/my-names')
  await connectTestWallet(page)
  await scrollUntilSeen(page, cardIn(page, TEST_ADDRESS, 'soon.algo'))
  await page.getByTestId('renew-months').selectOption('6')
  await page.getByTestId('renew-years').selectOption('2')
  // soon.algo (12 days) and cheap.algo (150 days); alice.algo (300 days) and lifetime names stay out.
  await page.getByTestId('renew-review').click()
  const batch = page.getByTestId('renew-batch')
  const item = (name: string) => batch.locator(`[data-testid="renew-item"][data-name="${name}"]`)
  await expect(batch.getByTestId('renew-item')).toHaveCount(2)
  await expect(item('soon.algo')).toHaveAttribute('data-step', 'ready')
  await expect(item('cheap.algo')).toHaveAttribute('data-step', 'ready')
  const total = await microalgosIn(batch.getByTestId('renew-total'))
  const soonFirst = await microalgosIn(item('soon.algo').getByTestId('renew-item-total'))
  const cheap = await microalgosIn(item('cheap.algo').getByTestId('renew-item-total'))
  expect(total).toBe(soonFirst + cheap)
  const before = await balanceOf(page, TEST_ADDRESS)

  // The first group sent (soon.algo, expiring first) is refused by the node; the other goes on.
  await setFault(page, { kind: '500', target: 'algod', path: '/^/v2/transactions$/', method: 'POST', times: 1 })
  await batch.getByTestId('renew-approve').click()
  // The wallet asks for each group in turn: the next prompt follows the first at once.
  await page
    .getByRole('dialog', { name: /^Sign \d+ transactions?\?$/ })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  await expect(item('soon.algo')).toHaveAttribute('data-step', 'failed')
  await answerWallet(page, 'Approve')
  await expect(item('cheap.algo')).toHaveAttribute('data-step', 'done')
  await expect(item('soon.algo').getByTestId('renew-reason')).toHaveText(/node is having trouble/)
  await expect(batch.getByTestId('renew-counts')).toHaveText('1 renewed · 1 failed · 0 to go')

  await item('soon.algo').getByRole('button', { name: 'Retry soon.algo' }).click()
  await expect(item('soon.algo')).toHaveAttribute('data-step', 'ready')
  const retried = await microalgosIn(batch.getByTestId('renew-total'))
  expect(retried).toBe(await microalgosIn(item('soon.algo').getByTestId('renew-item-total')))
  await batch.getByTestId('renew-approve').click()
  await answerWallet(page, 'Approve')
  await expect(item('soon.algo')).toHaveAttribute('data-step', 'done')
  await expect(item('cheap.algo')).toHaveAttribute('data-step', 'done')
  await expect(batch.getByTestId('renew-counts')).toHaveText('2 renewed · 0 failed · 0 to go')
  // Exactly what the reviews showed left the account: cheap.algo's group, then the retried one.
  expect(before - (await balanceOf(page, TEST_ADDRESS))).toBe(cheap + retried)
  await batch.getByRole('button', { name: 'Close' }).click()
  await scrollUntilSeen(page, cardIn(page, TEST_ADDRESS, 'soon.algo'))
  await expect(cardIn(page, TEST_ADDRESS, 'soon.algo').getByTestId('expiry-warning')).toHaveCount(0)
})
