/** Lookalike warnings in the mock build: at search, on the buy path's profile, and in the buy and send reviews. */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { acceptTerms, connectTestWallet, openInApp, openProfile, startAction, storedByEarlierVisit } from './pagesKit'

async function search(page: Page, input: string) {
  const box = page.getByTestId('name-search')
  await box.fill(input)
  await expect(page.getByTestId('search-status')).not.toHaveAttribute('data-kind', 'checking')
  await expect(page.getByTestId('search-status')).toContainText(`${input}.algo`)
}

test('search warns that a1ice reads like the existing alice.algo, and says nothing for alice itself @phone', async ({
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

test('search: a name in Cyrillic letters is not a valid .algo name, and it looks like scope.algo, linked', async ({
  page,
}) => {
  const typed = '\u0455\u0441\u043e\u0440\u0435'
  await page.goto('/')
  await page.getByTestId('name-search').fill(typed)
  await expect(page.getByTestId('search-status')).toHaveAttribute('data-kind', 'invalid')
  await expect(page.getByTestId('search-invalid')).toContainText(`The character "${typed[0]}" is not allowed`)
  const warning = page.getByTestId('lookalike-warning')
  await expect(warning).toContainText(`${typed}.algo is not a valid .algo name, and it looks like another name`)
  const imitated = warning.locator('li')
  await expect(imitated).toHaveAttribute('data-reason', 'imitates')
  await expect(imitated).toContainText('It is spelled in letters that only look like those of scope.algo')
  await imitated.getByRole('link', { name: 'scope.algo' }).click()
  await expect(page).toHaveURL(/\/name\/scope\.algo$/)
})

test('warns of a name the user watches or owns, even two swaps away', async ({ page }) => {
  await page.goto('/')
  await search(page, 's00n')
  await expect(page.getByTestId('lookalike-warning')).toBeHidden()
  await search(page, 'a11ce')
  await expect(page.getByTestId('lookalike-warning')).toBeHidden()

  await openInApp(page, '/name/soon.algo')
  await page.getByTestId('profile').getByTestId('watch-star').click()
  await openInApp(page, '/')
  await search(page, 's00n')
  await expect(page.getByTestId('lookalike-warning').locator('li')).toHaveAttribute('data-reason', 'watched')

  await connectTestWallet(page)
  await search(page, 'a11ce')
  const owned = page.getByTestId('lookalike-warning').locator('li')
  await expect(owned).toHaveAttribute('data-name', 'alice.algo')
  await expect(owned).toHaveAttribute('data-reason', 'owned')
})

test('the buy review warns that the name reads like one the user watches @phone', async ({ page }) => {
  await storedByEarlierVisit(page, {
    'nfd-watchlist:v1:mock': JSON.stringify({ names: ['f0rsale.algo'], seen: {}, unseen: [] }),
  })
  await openProfile(page, 'forsale.algo')
  const dialog = await startAction(page, 'Buy')
  const warning = dialog.getByTestId('lookalike-warning').locator('li')
  await expect(warning).toHaveAttribute('data-name', 'f0rsale.algo')
  await expect(warning).toHaveAttribute('data-reason', 'watched')
  await acceptTerms(dialog)
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('lookalike-warning')).toContainText('forsale.algo looks like another name')
})

test('the send review warns of a recipient name that reads like an older one, and of an unverified address', async ({
  page,
}) => {
  await openProfile(page, 'alice.algo')
  const dialog = await startAction(page, 'Send to someone', true)
  const recipient = dialog.getByLabel('Recipient (address or .algo name)')
  await recipient.fill('rnarket.algo')
  const lookalike = dialog.getByTestId('lookalike-warning').locator('li')
  await expect(lookalike).toHaveAttribute('data-name', 'market.algo')
  await expect(lookalike).toHaveAttribute('data-reason', 'established')
  const unverified = dialog.getByTestId('unverified-recipient')
  await expect(unverified).toContainText('Not a verified address of rnarket.algo')
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(unverified).toBeVisible()
  await expect(dialog.getByTestId('lookalike-warning')).toBeVisible()

  // bob.algo sends to an address verified on it: no warning.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await recipient.fill('bob.algo')
  await expect(dialog.getByTestId('recipient-lookup')).toContainText('verified on bob.algo')
  await expect(unverified).toBeHidden()
  await expect(dialog.getByTestId('lookalike-warning')).toBeHidden()
})

/**
 * A link to a name that only looks like another: one visit, each name opened from inside the app
 * as a link in it would, each its own step.
 */
test('links to names that look like others: each warns and names the name it imitates; an honest name in another script is not flagged', async ({
  page,
}) => {
  await page.goto('/')
  const warning = page.getByTestId('lookalike-warning')
  /** A name nobody holds, opened from inside the app: its own page, not the last one's. */
  const openUnknown = async (name: string) => {
    await openInApp(page, `/name/${name}`)
    await expect(page.getByTestId('unknown-name')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  }

  for (const [name, imitated] of [
    ['\u0251pe.algo', 'ape.algo'],
    ['\u2113ove.algo', 'love.algo'],
  ] as const)
    await test.step(`a Latin-extended spelling, ${name}, names ${imitated}, minted or not`, async () => {
      await openUnknown(name)
      await expect(warning).toContainText(`${name} looks like another name`)
      await expect(warning.locator(`li[data-name="${imitated}"]`)).toHaveAttribute('data-reason', 'imitates')
    })

  await test.step('the profile of a name to mint warns of its lookalike', async () => {
    await openInApp(page, '/name/a1ice.algo')
    await expect(page.getByTestId('profile-available')).toBeVisible()
    await expect(warning.locator('li')).toHaveAttribute('data-name', 'alice.algo')
  })

  for (const [script, name] of [
    ['Cyrillic', '\u0430lice.algo'],
    ['Greek', '\u03b1lice.algo'],
  ] as const)
    await test.step(`a ${script} homograph of alice.algo names alice.algo and flags the mix of scripts`, async () => {
      await openUnknown(name)
      await expect(warning).toContainText(`${name} looks like another name`)
      await expect(warning.getByTestId('mixed-script')).toContainText(`Its letters come from ${script} and Latin`)
      const imitated = warning.locator('li[data-name]')
      await expect(imitated).toHaveAttribute('data-name', 'alice.algo')
      await expect(imitated).toContainText('It differs from alice.algo, an existing name minted before it')
    })

  await test.step('a name spelled wholly in Cyrillic letters warns that it imitates the existing cheap.algo', async () => {
    const name = '\u0441\u04bb\u0435\u0430\u0440.algo'
    await openUnknown(name)
    await expect(warning).toContainText(`${name} looks like another name`)
    await expect(warning.getByTestId('mixed-script')).toBeHidden()
    await expect(warning.locator('li')).toHaveAttribute('data-name', 'cheap.algo')
    await expect(warning.locator('li')).toContainText('It differs from cheap.algo')
  })

  await test.step('a full-width alice.algo warns that it reads like the existing alice.algo', async () => {
    const name = '\uff41\uff4c\uff49\uff43\uff45.algo'
    await openUnknown(name)
    const imitated = warning.locator('li')
    await expect(imitated).toHaveAttribute('data-name', 'alice.algo')
    await expect(imitated).toHaveAttribute('data-reason', 'established')
    await expect(imitated).toContainText('It differs from alice.algo')
  })

  await test.step('an honest name in another script with no Latin twin is not flagged', async () => {
    const name = '\u043f\u0440\u0438\u043c\u0435\u0440.algo'
    await openUnknown(name)
    // The warning renders with the page (its script check is synchronous, and it has no spelling to look up).
    await expect(warning).toBeHidden()
  })
})
