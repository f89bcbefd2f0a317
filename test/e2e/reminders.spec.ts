/** Expiry reminders in the mock build: the header warning, the .ics files and the Google Calendar links. */
import type { Download } from '@playwright/test'
import { expect, test } from './fixtures'
import { OTHER_ACCOUNT, TEST_ADDRESS, connectTestWallet, headerNotice, showProfile } from './pagesKit'

async function textOf(download: Download): Promise<string> {
  return Buffer.concat(await (await download.createReadStream()).toArray()).toString()
}

test('the header warns of a name expiring within 30 days and leads to it @phone', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('expiry-warning-header')).toBeHidden()
  await connectTestWallet(page)
  const warning = await headerNotice(page, 'expiry-warning-header')
  await expect(warning).toHaveAttribute('aria-label', '1 expiring: soon.algo expires within 30 days')
  await expect(warning).toHaveText('⚠ 1 expiring')
  await warning.click()
  await expect(page).toHaveURL(/\/my-names\?show=expiring$/)
  // The account's names, not the claim inbox above them (which the filter does not apply to).
  const owned = page.getByRole('list', { name: `names of ${TEST_ADDRESS}` }).getByTestId('name-card')
  await expect(owned).toHaveCount(1)
  await expect(owned).toHaveAttribute('data-name', 'soon.algo')
})

test('My names offers an .ics of every name of every account, with alarms a month and a week before', async ({
  page,
}) => {
  await page.goto('/my-names')
  await connectTestWallet(page)
  // A second account: My names and the header cover both, and so must the file.
  await connectTestWallet(page, OTHER_ACCOUNT)
  const panel = page.getByTestId('my-names-reminders')
  await panel.locator('summary').click()
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: /Reminders for all \d+ names/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('names-expiry.ics')
  const ics = await textOf(file)
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(ics).toContain('SUMMARY:Renew soon.algo (expires)')
  expect(ics).toContain('SUMMARY:Renew alice.algo (expires)')
  expect(ics).toContain('SUMMARY:Renew shop.alice.algo (expires)')
  const events = ics.match(/BEGIN:VEVENT/g)?.length ?? 0
  expect(ics.match(/TRIGGER:-P30D/g)).toHaveLength(events)
  expect(ics.match(/TRIGGER:-P7D/g)).toHaveLength(events)
  await expect(panel.locator('li[data-name="soon.algo"]').getByTestId('google-calendar')).toHaveCount(2)
})

test("the owner's profile has a reminder; someone else's does not", async ({ page }) => {
  await page.goto('/name/soon.algo')
  await expect(page.getByTestId('profile')).toBeVisible()
  await expect(page.getByTestId('calendar-reminders')).toBeHidden()
  await connectTestWallet(page)
  const reminders = page.getByTestId('calendar-reminders')
  const links = reminders.getByTestId('google-calendar')
  await expect(links).toHaveCount(2)
  const url = new URL((await links.first().getAttribute('href')) ?? '')
  expect(url.hostname).toBe('calendar.google.com')
  expect(url.searchParams.get('text')).toBe('Renew soon.algo (expires in 30 days)')
  const download = page.waitForEvent('download')
  await reminders.getByTestId('download-ics').click()
  const ics = await textOf(await download)
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  await showProfile(page, 'bob.algo')
  await expect(page.getByTestId('calendar-reminders')).toBeHidden()
})
