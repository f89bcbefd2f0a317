/** Lookalike warnings in the mock build: at search and on the buy path's profile. */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { connectTestWallet } from './pagesKit'

async function search(page: Page, input: string) {
  const box = page.getByTestId('name-search')
  await box.fill(input)
  await expect(page.getByTestId('search-status')).not.toHaveAttribute('data-kind', 'checking')
  await expect(page.getByTestId('search-status')).toContainText(`${input}.algo`)
}

test('search warns that a1ice reads like the existing alice.algo, and says nothing for alice itself', async ({
  page,
}) => {
  await page.goto('/')
  await search(page, 'a1ice')
  const warning = page.getByTestId('lookalike-warning')
  await expect(warning).toContainText('a1ice.algo looks like another name')
  await expect(warning.locator('li')).toHaveCount(1)
  await expect(warning.locator('li')).toHaveAttribute('data-name', 'alice.algo')
  await expect(warning.locator('li')).toHaveAttribute('data-reason', 'established')
  await search(page, 'alice')
  await expect(page.getByTestId('search-status')).toHaveAttribute('data-kind', 'owned')
  await expect(page.getByTestId('lookalike-warning')).toBeHidden()
})

test('the profile of a name to mint warns of its lookalike', async ({ page }) => {
  await page.goto('/name/a1ice.algo')
  await expect(page.getByTestId('profile-available')).toBeVisible()
  await expect(page.getByTestId('lookalike-warning').locator('li')).toHaveAttribute('data-name', 'alice.algo')
})

test('warns of a name the user watches or owns, even two swaps away', async ({ page }) => {
  await page.goto('/')
  await search(page, 's00n')
  await expect(page.getByTestId('lookalike-warning')).toBeHidden()
  await search(page, 'a11ce')
  await expect(page.getByTestId('lookalike-warning')).toBeHidden()

  await page.goto('/name/soon.algo')
  await page.getByTestId('profile').getByTestId('watch-star').click()
  await page.goto('/')
  await search(page, 's00n')
  await expect(page.getByTestId('lookalike-warning').locator('li')).toHaveAttribute('data-reason', 'watched')

  await connectTestWallet(page)
  await search(page, 'a11ce')
  const owned = page.getByTestId('lookalike-warning').locator('li')
  await expect(owned).toHaveAttribute('data-name', 'alice.algo')
  await expect(owned).toHaveAttribute('data-reason', 'owned')
})
