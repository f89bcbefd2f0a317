/**
 * The name pages in the mock build: search, profile, portfolio, marketplace, in every state,
 * with bad input, script injection, API faults and the share links.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  addressWithTypo,
  clearFaults,
  faultsBeforeLoad,
  connectTestWallet,
  OTHER_ADDRESS,
  setFault,
  short,
  TEST_ADDRESS,
  THIRD_ADDRESS,
  watchDialogs,
  openInApp,
  mainNav,
  midWordBreaks,
  scrollUntilSeen,
  unseenText,
  skipTimeUntilVisible,
} from './pagesKit'
import { isAtMockRate } from '../../src/mocks/pricing'

const GATEWAY = 'https://images.mock.invalid/ipfs'

/** The marketplace's filters: beside the list on a wide screen, in a drawer a phone opens from Filters. */
async function filters(page: Page): Promise<Locator> {
  const open = page.getByTestId('open-filters')
  if (!(await open.isVisible())) return page.getByTestId('filters')
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  if (!(await drawer.isVisible())) await open.click()
  return drawer.getByTestId('filters')
}
const AVATAR_CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

test.describe('search (home)', () => {
  test('validates as you type and Enter does nothing for a bad name', async ({ page }) => {
    await page.goto('/')
    const box = page.getByTestId('name-search')
    const status = page.getByTestId('search-status')
    for (const [input, message] of [
      ['bad name', /space is not allowed/i],
      ['héllo', /"é" is not allowed/i],
      ['a.b.c', /only one segment/i],
      ['a'.repeat(28), /28 characters long: each part can have at most 27/i],
      ['abcdefghijklmnopqrst.abcdefghij', /too long/i],
      ['<script>', /"<" is not allowed/i],
    ] as const) {
      await box.fill(input)
      await expect(status).toHaveAttribute('data-kind', 'invalid')
      await expect(status).toContainText(message)
    }
    await box.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await expect(box).toHaveAttribute('aria-invalid', 'true')
  })

  test('a pasted address opens its page; one with a typo says so', async ({ page }) => {
    await page.goto('/')
    const box = page.getByTestId('name-search')
    const status = page.getByTestId('search-status')
    await box.fill(addressWithTypo(TEST_ADDRESS))
    await expect(status).toHaveAttribute('data-kind', 'address')
    await expect(status).toContainText('This Algorand address has a typo')
    await box.fill(TEST_ADDRESS)
    await expect(status).toContainText('An Algorand address. Enter opens the names it holds.')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/address/${TEST_ADDRESS}$`))
    await expect(page.locator('[data-name="alice.algo"]').first()).toBeVisible()
  })

  test('shows each status after the debounce', async ({ page }) => {
    await page.goto('/')
    const box = page.getByTestId('name-search')
    const status = page.getByTestId('search-status')
    const cases = [
      ['Alice', 'owned', [/alice\.algo is taken by/, short(TEST_ADDRESS)]],
      ['forsale.algo', 'forSale', [/is for sale/, /50 ALGO/]],
      ['gift', 'reserved', [/reserved for/, short(TEST_ADDRESS)]],
      ['expired', 'expired', [/has expired/, /ALGO/]],
      ['brandnewname42', 'available', [/brandnewname42\.algo is available/, /ALGO\s*≈ \$[\d.]+\s*for 1 year/]],
    ] as const
    for (const [input, kind, texts] of cases) {
      await box.fill(input)
      await expect(status).toHaveAttribute('data-kind', kind)
      for (const text of texts) await expect(status).toContainText(text)
    }
    // The dollar figure of a mint quote is the ALGO amount at the (mock) registry's rate.
    expect(isAtMockRate((await status.textContent()) ?? '')).toBe(true)
  })

  test('suggests alternatives for a taken name; arrows and Enter go to one; recent searches kept @phone', async ({
    page,
  }) => {
    await page.goto('/')
    const box = page.getByTestId('name-search')
    await box.fill('alice')
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-kind', 'owned')
    const suggestions = page.getByTestId('search-option-suggestion')
    await expect(suggestions.first()).toBeVisible()
    const first = (await suggestions.first().textContent())!.trim()
    await box.press('ArrowDown') // the typed name
    await box.press('ArrowDown') // the first suggestion
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', /option-1$/)
    await box.press('Enter')
    await expect(page).toHaveURL(`/name/${first}`)

    await openInApp(page, '/')
    await page.getByTestId('name-search').fill('bob')
    await page.getByTestId('name-search').press('Enter')
    await expect(page).toHaveURL('/name/bob.algo')
    await page.goto('/')
    const recent = page.getByTestId('search-option-recent')
    await expect(recent).toHaveText([/bob\.algo/, new RegExp(first.replace('.', '\\.'))])
    await page.getByRole('button', { name: 'Clear recent searches' }).click()
    await expect(recent).toHaveCount(0)
  })

  test('lists a few names for sale', async ({ page }) => {
    await page.goto('/')
    const grid = page.getByRole('list', { name: 'names for sale' })
    await expect(grid.getByTestId('name-card')).not.toHaveCount(0)
    await expect(grid.locator('[data-name="forsale.algo"]')).toContainText('50 ALGO')
  })

  test('the header search goes to a name from any other page @phone', async ({ page }) => {
    await page.goto('/marketplace')
    const box = page.getByTestId('header-search')
    await box.fill('bob')
    await box.press('Enter')
    await expect(page).toHaveURL('/name/bob.algo')
    await expect(page.getByTestId('profile-name')).toHaveText('bob.algo')
  })
})

test.describe('profile', () => {
  test('an owned root: avatar, owner, verified marks, segments, activity @phone', async ({ page }) => {
    await page.goto('/name/alice.algo')
    await expect(page).toHaveTitle(/^alice\.algo · /)
    await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
    await expect(page.getByTestId('profile').getByTestId('state-badge').first()).toHaveText('Owned')
    // ipfs://CID goes through the image gateway (the mock network serves it).
    const avatar = page.getByRole('img', { name: 'alice.algo avatar', exact: true })
    await expect(avatar).toHaveAttribute('src', `${GATEWAY}/${AVATAR_CID}`)
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByTestId('banner')).toHaveAttribute('src', /^https:\/\/images\.mock\.invalid\/ipfs\//)
    const owner = page.getByTestId('owner').getByRole('link')
    await expect(owner).toHaveText(short(TEST_ADDRESS))
    await expect(owner).toHaveAttribute('href', `/address/${TEST_ADDRESS}`)
    const twitter = page.getByTestId('profile-socials').locator('[data-field="twitter"]')
    await expect(twitter).toContainText('Verified')
    await expect(twitter.getByRole('link', { name: 'alice_algo' })).toHaveAttribute('href', 'https://x.com/alice_algo')
    const segments = page.getByRole('list', { name: 'segments of alice.algo' })
    await expect(segments.locator('[data-name="pay.alice.algo"]')).toBeVisible()
    await expect(segments.locator('[data-name="shop.alice.algo"]')).toBeVisible()
    await expect(page.getByTestId('activity').getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('activity')).toContainText('Changed bio')
    await owner.click()
    await expect(page).toHaveURL(`/address/${TEST_ADDRESS}`)
  })

  /** The other states in one visit: each a step that opens its profile from inside the app. */
  test('every other state in one visit: unverified data, a price, a segment, reserved, expired, available, a redirect, script injection, share links', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const dialogs = watchDialogs(page)
    await page.goto('/')
    await test.step('unverified data is marked as such', async () => {
      await openInApp(page, '/name/bob.algo')
      const socials = page.getByTestId('profile-socials')
      await expect(socials.locator('[data-field="twitter"]')).toContainText('Unverified')
      await expect(socials.locator('[data-field="github"]')).toContainText('Verified')
      const addresses = page.getByTestId('profile-addresses')
      await expect(addresses.locator('li[data-verified="true"]')).toContainText(short(OTHER_ADDRESS))
      await expect(addresses.locator('li[data-verified="false"]')).toContainText(short(THIRD_ADDRESS))
      await expect(addresses.locator('li[data-verified="false"]')).toContainText('Unverified')
    })

    await test.step('a segment links to its root; a name for sale shows its price', async () => {
      await openInApp(page, '/name/forsale.algo')
      await expect(page.getByTestId('sale-price')).toContainText('50 ALGO')
      // Dollars beside it, at the rate of the market's latest priced sale or mint.
      await expect(page.getByTestId('sale-price')).toContainText(/50 ALGO\s*≈ \$[\d,]+\.\d\d/)
      await expect(page.getByTestId('profile').getByTestId('state-badge').first()).toHaveText('For sale')
      await openInApp(page, '/name/pay.alice.algo')
      await page.getByTestId('segment-of').getByRole('link', { name: 'alice.algo' }).click()
      await expect(page).toHaveURL('/name/alice.algo')
    })

    await test.step('reserved and expired names', async () => {
      await openInApp(page, '/name/gift.algo')
      await expect(page.getByTestId('profile')).toContainText(`Reserved for ${short(TEST_ADDRESS)}`)
      await openInApp(page, '/name/expired.algo')
      await expect(page.getByTestId('profile').getByTestId('state-badge').first()).toHaveText('Expired')
      await expect(page.getByTestId('quote')).toContainText('to claim it now')
    })

    await test.step('an unknown name is available to mint, not an error', async () => {
      await openInApp(page, '/name/nobodyhasthis42.algo')
      await expect(page.getByTestId('profile-available')).toBeVisible()
      await expect(page.getByTestId('state-badge')).toHaveText('Available')
      await expect(page.getByTestId('quote')).toContainText(/ALGO\s*≈ \$[\d.]+\s*for 1 year/)
      expect(isAtMockRate((await page.getByTestId('quote').textContent()) ?? '')).toBe(true)
      await expect(page.getByTestId('error-state')).toHaveCount(0)
    })

    await test.step('a name in another form redirects; a bad name says why', async () => {
      await page.goto('/name/Alice')
      await expect(page).toHaveURL('/name/alice.algo')
      await openInApp(page, '/name/bad!name')
      await expect(page.getByTestId('invalid-name')).toContainText('"!" is not allowed')
    })

    await test.step('script injection in bio, links and avatar does nothing', async () => {
      await openInApp(page, '/name/xss.algo')
      await expect(page.getByTestId('profile-bio')).toHaveText(
        '<script>alert("xss")</script><img src=x onerror="alert(\'xss\')"> Hello',
      )
      // The javascript: URLs are shown as text, never as links.
      const links = page.getByTestId('profile-links')
      await expect(links).toContainText('javascript:alert(document.cookie)')
      await expect(links.getByRole('link')).toHaveCount(0)
      await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
      await expect(page.getByTestId('profile-socials').getByRole('link')).toHaveCount(0)
      await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0)
      await expect(page.getByTestId('profile').getByTestId('avatar-placeholder').first()).toBeVisible()
      await expect(page.getByTestId('activity')).toBeVisible()
      // No element carries an inline handler that could still fire later (an image's onerror).
      await expect(page.locator('[onerror], [onload], [onclick]')).toHaveCount(0)
      expect(dialogs).toEqual([])
    })

    await test.step('share links carry the exact texts and URLs', async () => {
      await openInApp(page, '/name/forsale.algo')
      await expect(page.getByTestId('share-x')).toHaveAttribute(
        'href',
        'https://x.com/intent/tweet?text=Check%20it%20out%2C%20forsale.algo%20is%20for%20sale!' +
          '&url=https%3A%2F%2Fapp.nf.domains%2Fname%2Fforsale.algo&via=NFDomains&hashtags=NFDomains',
      )
      await expect(page.getByTestId('share-bluesky')).toHaveAttribute(
        'href',
        'https://bsky.app/intent/compose?text=Check%20it%20out%2C%20forsale.algo%20is%20for%20sale!' +
          '%20https%3A%2F%2Fapp.nf.domains%2Fname%2Fforsale.algo%20%23NFDomains',
      )
      await openInApp(page, '/name/alice.algo')
      // Read only once alice.algo's own links have replaced forsale.algo's.
      await expect(page.getByTestId('share-x')).toHaveAttribute('href', /alice\.algo/)
      const x = new URL((await page.getByTestId('share-x').getAttribute('href'))!)
      expect(x.searchParams.get('text')).toBe("Check out alice.algo's NFD profile")
      expect(x.searchParams.get('url')).toBe('https://app.nf.domains/name/alice.algo')
      const bsky = new URL((await page.getByTestId('share-bluesky').getAttribute('href'))!)
      expect(bsky.searchParams.get('text')).toBe(
        "Check out alice.algo's NFD profile https://app.nf.domains/name/alice.algo #NFDomains",
      )
      await expect(page.getByTestId('share-x')).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('share-x')).toHaveAttribute('rel', /noopener/)
    })
  })
})

test.describe('a name wraps only between its parts, and is read whole', () => {
  test.use({ mockMarket: 'generated' })
  for (const width of [1280, 1024]) {
    test(`a profile's title and a marketplace card, not connected, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      for (const name of ['alice.algo', 'club.orbitquartz.algo']) {
        await test.step(name, async () => {
          await openInApp(page, `/name/${name}`)
          const heading = page.getByTestId('profile-name')
          await expect(heading).toHaveText(name)
          expect(await midWordBreaks(heading), name).toEqual([])
        })
      }
      await test.step('a long name in a marketplace card', async () => {
        await openInApp(page, '/marketplace')
        const name = page.locator('[data-name="arrowtundra.algo"]').getByTestId('name-card-name')
        await scrollUntilSeen(page, name)
        await expect(name).toHaveText('arrowtundra.algo')
        // Nothing cut off: the name wraps after its dot instead of ending in an ellipsis.
        expect(await unseenText(name)).toBe('')
        expect(await midWordBreaks(name)).toEqual([])
      })
    })
  }
})

test.describe('API faults: an error state with Retry, never a blank page', () => {
  test('500 on a profile, then recovery', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await setFault(page, { kind: '500', target: 'api', path: '/nfd/bob.algo' })
    await page.getByTestId('name-search').fill('bob')
    await page.getByTestId('name-search').press('Enter')
    const error = page.getByTestId('error-state')
    await skipTimeUntilVisible(page, error)
    await expect(error).toContainText('Could not load bob.algo')
    await expect(page.getByRole('banner').getByRole('link', { name: / home$/ })).toBeVisible()
    await clearFaults(page)
    await error.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('profile-name')).toHaveText('bob.algo')
  })

  test('429 on the marketplace, then recovery', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await setFault(page, { kind: '429', target: 'api', path: '/nfd/v2/search', secsRemaining: 1 })
    await (await mainNav(page)).getByRole('link', { name: 'Marketplace' }).click()
    const error = page.getByTestId('error-state')
    await skipTimeUntilVisible(page, error)
    await expect(error).toContainText(/too many requests/i)
    await clearFaults(page)
    await error.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('name-card').first()).toBeVisible()
  })

  test('the search box reports a failing lookup and retries', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await setFault(page, { kind: '500', target: 'api', path: '/nfd/carol.algo' })
    await page.getByTestId('name-search').fill('carol')
    const status = page.getByTestId('search-status')
    await skipTimeUntilVisible(page, page.locator('[data-testid="search-status"][data-kind="error"]'))
    await clearFaults(page)
    await status.getByRole('button', { name: 'Retry' }).click()
    await expect(status).toHaveAttribute('data-kind', 'available')
  })

  test('offline from the first request on a portfolio, then recovery', async ({ page }) => {
    // Faults stored before the app loads apply from its very first request.
    await faultsBeforeLoad(page, [{ kind: 'offline', target: 'api', path: '/nfd/v2/search' }])
    await page.clock.install()
    await page.goto(`/address/${TEST_ADDRESS}`)
    const error = page.getByTestId('error-state')
    await skipTimeUntilVisible(page, error)
    await expect(error).toContainText(/network down/i)
    await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible()
    await clearFaults(page)
    await error.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('list', { name: 'owned names' }).locator('[data-name="alice.algo"]')).toBeVisible()
  })

  test('404s are answers: an unknown name is available, an address without names is empty', async ({ page }) => {
    await page.goto(`/address/${THIRD_ADDRESS}`)
    await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible()
    await expect(page.getByTestId('error-state')).toHaveCount(0)
    await expect(page.getByTestId('name-grid').or(page.getByTestId('empty-state'))).toBeVisible()
  })
})

test.describe('portfolio', () => {
  test('an address: its names, expiry warning, sort and filter in the URL @phone', async ({ page }) => {
    await page.goto(`/address/${TEST_ADDRESS}`)
    const grid = page.getByRole('list', { name: 'owned names' })
    await expect(grid.locator('[data-name="alice.algo"]')).toBeVisible()
    await expect(grid.locator('[data-name="cheap.algo"]')).toBeVisible()
    const soon = grid.locator('[data-name="soon.algo"]')
    await expect(soon.getByTestId('expiry-warning')).toContainText(/Expires in 1[12] days/)
    await expect(grid.locator('[data-name="alice.algo"]').getByTestId('expiry-warning')).toHaveCount(0)

    await page.getByTestId('portfolio-sort').selectOption('expiry')
    await expect(page).toHaveURL(/sort=expiry/)
    await expect(grid.getByTestId('name-card').first()).toHaveAttribute('data-name', 'soon.algo')
    await page.getByTestId('portfolio-filter').selectOption('expiring')
    await expect(grid.getByTestId('name-card')).toHaveCount(1)
    await page.reload()
    await expect(page.getByTestId('portfolio-filter')).toHaveValue('expiring')
  })

  test('a bad address says so', async ({ page }) => {
    await page.goto('/address/NOTANADDRESS')
    await expect(page.getByTestId('invalid-address')).toBeVisible()
  })

  test("my names: connect in place, then the wallet's names @phone", async ({ page }) => {
    await page.goto('/my-names')
    const prompt = page.getByTestId('connect-prompt')
    await expect(prompt).toContainText('Connect a wallet to see your names')
    await connectTestWallet(page)
    await expect(
      page.getByRole('list', { name: `names of ${TEST_ADDRESS}` }).locator('[data-name="alice.algo"]'),
    ).toBeVisible()
  })
})

test.describe('marketplace', () => {
  test('lists names for sale; filters, price and sort live in the URL @phone', async ({ page }) => {
    await page.goto('/marketplace')
    const cards = page.getByRole('list', { name: 'names for sale' }).getByTestId('name-card')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByTestId('result-count')).toContainText(/\d+ names? for sale/)

    await page.getByTestId('marketplace-sort').selectOption('priceAsc')
    await expect(page).toHaveURL(/sort=priceAsc/)
    await expect(cards.first()).toHaveAttribute('data-name', 'cheap.algo')

    // A filter box shows the URL: it turns checked when the router's navigation (a transition)
    // commits, not within the click, so click and wait instead of check() (which asserts at once).
    const curated = (await filters(page)).getByTestId('filter-category-curated')
    await curated.click()
    await expect(page).toHaveURL(/category=curated/)
    await expect(curated).toBeChecked()
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toHaveAttribute('data-name', 'market.algo')
    await (await filters(page)).getByTestId('clear-filters').click()

    await (await filters(page)).getByTestId('filter-min').fill('20')
    await (await filters(page)).getByTestId('filter-max').fill('100')
    await (await filters(page)).getByTestId('filter-max').press('Enter')
    await expect(page).toHaveURL(/min=20&max=100/)
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toHaveAttribute('data-name', 'forsale.algo')

    await page.reload()
    await expect(cards).toHaveCount(1)
    await expect((await filters(page)).getByTestId('filter-min')).toHaveValue('20')
    await (await filters(page)).getByTestId('filter-min').fill('abc')
    await (await filters(page)).getByTestId('filter-min').press('Enter')
    await expect(page.getByRole('alert')).toContainText('Enter an amount in ALGO')
  })

  test('a shared URL opens the same view; no match shows an empty state', async ({ page }) => {
    await page.goto('/marketplace?traits=emoji&length=1_letters')
    await expect(page.getByTestId('empty-state')).toContainText('No names match these filters')
    await expect(page.getByTestId('filters').getByTestId('filter-traits-emoji')).toBeChecked()
  })

  test("resting the pointer on a card loads that name's record before the click", async ({ page }) => {
    await page.goto('/marketplace')
    const card = page.getByRole('list', { name: 'names for sale' }).getByTestId('name-card').first()
    await expect(card).toBeVisible()
    const name = await card.getAttribute('data-name')
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/nfd/${name}`) asked.push(request.url())
    })
    await card.hover()
    await expect.poll(() => asked.length).toBe(1)
    await card.click()
    await expect(page.getByTestId('profile-name')).toHaveText(name ?? '')
    expect(asked).toHaveLength(1) // the profile used the record the hover loaded
  })

  test('filters in a drawer on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/marketplace')
    await expect(page.getByTestId('name-card').first()).toBeVisible()
    await page.getByTestId('open-filters').click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    const buyItNow = drawer.getByTestId('filter-saleType-buyItNow')
    await buyItNow.click()
    await expect(page).toHaveURL(/saleType=buyItNow/)
    await expect(buyItNow).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('open-filters')).toHaveText('Filters (1)')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
  })
})

// Every page's fit at phone, 1024 and 1280 px, connected or not, in each language: picture.spec.ts.
