import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { THEME_KEY } from '../../src/ui/theme'
import { BUILDS } from './builds'
import { faultsBeforeLoad } from './pagesKit'

test.describe('title by network', () => {
  for (const [mode, title] of [
    ['betanet', 'NFD betanet'],
    ['testnet', 'NFD testnet'],
    ['mainnet', 'NFD'],
  ] as const) {
    test(`${mode} build`, async ({ page }) => {
      await page.goto(`${BUILDS[mode]}/does-not-exist`)
      await expect(page.getByTestId('header-title')).toHaveText(title)
      await expect(page).toHaveTitle(`Page not found · ${title}`)
    })
  }
})

test('the footer shows the version and links to each network', async ({ page }) => {
  await page.goto('/does-not-exist')
  await expect(page.getByTestId('app-version')).toHaveText('Version 2.12')
  const networks = page.getByRole('list', { name: 'The app on each network' })
  await expect(networks.getByRole('link', { name: 'mainnet' })).toHaveAttribute('href', 'https://app.nf.domains')
  await expect(networks.getByRole('link', { name: 'testnet' })).toHaveAttribute(
    'href',
    'https://app.testnet.nf.domains',
  )
  await expect(page.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', /^https:\/\/docs\./)
})

test.describe('theme', () => {
  test('a choice persists across reload, before first paint', async ({ page }) => {
    await page.goto('/does-not-exist')
    await page.getByTestId('theme-switch').selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')
    // The attribute is set by the head's inline script, before the app's JS (deferred until the
    // document is parsed): record it as <body> starts, before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return
        ;(window as unknown as { __themeAtBody?: string }).__themeAtBody = document.documentElement.dataset.theme
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark')
    await expect(page.getByTestId('theme-switch')).toHaveValue('dark')
  })

  test('"system" follows the emulated OS scheme live, and an unknown stored value means system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/does-not-exist')
    await page.evaluate((key) => localStorage.setItem(key, 'purple'), THEME_KEY)
    await page.reload()
    await expect(page.getByTestId('theme-switch')).toHaveValue('system')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})

test('toasts appear bottom right with their durations', async ({ page }) => {
  // The page's own clock: the toasts' 2 s and 4 s pass in the page's time, not the test's.
  await page.clock.install()
  await page.goto('/_dev/toast')
  await page.getByRole('button', { name: 'Success' }).click()
  const success = page.locator('[data-sonner-toast]', { hasText: 'Saved' })
  await expect(success).toBeVisible()
  const box = await success.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport).toBeTruthy()
  expect(box!.x + box!.width).toBeGreaterThan(viewport!.width * 0.6)
  expect(box!.y + box!.height).toBeGreaterThan(viewport!.height * 0.6)
  await page.getByRole('button', { name: 'Loading' }).click()
  await page.getByRole('button', { name: 'Error' }).click()
  // Success leaves after 2 s; error stays 4 s; loading stays until dismissed.
  const failed = page.locator('[data-sonner-toast]', { hasText: 'It failed' })
  await expect(failed).toBeVisible()
  await page.clock.fastForward(2_000)
  await expect(success).toBeHidden()
  await expect(failed).toBeVisible()
  await page.clock.fastForward(2_000)
  await expect(failed).toBeHidden()
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Working…' })).toBeVisible()
})

test('skeletons and spinners move only for visitors who have not asked for less motion', async ({ page }) => {
  // The suite runs with reduced motion (playwright.config.ts); this visitor has no such wish.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await faultsBeforeLoad(page, [{ kind: 'hang', target: 'api' }])
  await page.goto('/name/alice.algo')
  const pulse = page.getByTestId('skeleton').locator('span').first()
  await expect(pulse).toBeVisible()
  const moving = () =>
    pulse.evaluate((element) => element.getAnimations().map((a) => (a as CSSAnimation).animationName))
  // The app's own skeleton once it has started (the prerendered shell's may come first).
  await expect.poll(moving).toEqual(['pulse'])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect.poll(moving).toEqual([])
})

test('a route that throws shows the error screen, and Go back resets it', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/does-not-exist')
  // The app's own 404, not the prerendered shell: only a started router hears the popstate.
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/_dev/throw')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  })
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
  await expect(page.getByText('Something went wrong.')).toBeVisible()
  await expect(page.getByText('This page failed on purpose')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^mailto:support@nf\.domains/,
  )
  // The header is still there: the error renders inside the global layout.
  await expect(page.getByTestId('header-title')).toBeVisible()
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page.getByRole('heading', { name: 'Error' })).toBeHidden()
  await expect(page).toHaveURL(/\/does-not-exist$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a direct load of a throwing route goes back home', async ({ page }) => {
  await page.goto('/_dev/throw')
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible()
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(`${BUILDS.mock}/`)
  await expect(page.getByRole('heading', { name: 'Error' })).toBeHidden()
})

test("a render React recovers from is reported by what threw, not by React's wrapper", async ({ page, watch }) => {
  const reported: string[] = []
  page.on('pageerror', (error) => reported.push(error.message))
  watch.allowPageErrors('Thrown once on purpose')
  // The first render is a transition, which React renders again, at once, when it throws.
  await page.goto('/_dev/throw-once')
  await expect(page.getByRole('heading', { name: 'Rendered after one throw' })).toBeVisible()
  await expect.poll(() => reported).toEqual([expect.stringContaining('Thrown once on purpose')])
})

test('unknown routes get the 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('/no/such/page')).toBeVisible()
})

test('a route may supply its own layout', async ({ page }) => {
  await page.goto('/_dev/bare')
  await expect(page.getByRole('heading', { name: 'A page with its own layout' })).toBeVisible()
  await expect(page.getByTestId('header-title')).toHaveCount(0)
})

test('a page view is recorded after each navigation', async ({ page }) => {
  const recorded = () =>
    page.evaluate(() =>
      // __mock appears once the mock worker is in control.
      ((window as unknown as { __mock?: { pageViews: string[] } }).__mock?.pageViews ?? []).map(
        (u) => new URL(u).pathname,
      ),
    )
  await page.goto('/does-not-exist')
  await expect.poll(recorded, { timeout: 15_000 }).toEqual(['/does-not-exist'])
  await page.getByRole('link', { name: 'Marketplace' }).first().click()
  await expect(page).toHaveURL(/\/marketplace$/)
  await expect.poll(recorded, { timeout: 15_000 }).toEqual(['/does-not-exist', '/marketplace'])
  await page.goBack()
  await expect(page).toHaveURL(/\/does-not-exist$/)
  await expect.poll(recorded, { timeout: 15_000 }).toEqual(['/does-not-exist', '/marketplace', '/does-not-exist'])
})

/** Resolves once the page has had an idle moment after everything queued before it, then its network settles. */
async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve))))
  await page.waitForLoadState('networkidle')
}

/** The page modules the browser fetched, by their names (HomePage, NamePage, …). */
function pagesFetched(requested: string[]): string[] {
  const pages = requested.map((url) => /\/assets\/(\w+Page)-[\w-]+\.js$/.exec(url)?.[1]).filter(Boolean)
  return [...new Set(pages as string[])].sort()
}

test.describe('prefetch with manners', () => {
  test('after home shows, only the likely next page loads: a profile, not every link in view', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your .algo name')
    await expect.poll(() => pagesFetched(requested)).toContain('NamePage')
    await pageSettled(page)
    // The header's and the footer's links are in view: none of their pages loads for that alone.
    expect(pagesFetched(requested)).toEqual(['HomePage', 'NamePage'])
  })

  test('with Save-Data on, nothing loads after the page but what it shows', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your .algo name')
    expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
      true,
    )
    await pageSettled(page)
    expect(pagesFetched(requested)).toEqual(['HomePage'])
  })

  test("a link loads its page's code when the pointer comes to it, not for being in view", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/_dev/tall')
    await expect(page.getByRole('heading', { name: 'A long page' })).toBeVisible()
    const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My names' })
    await link.scrollIntoViewIfNeeded()
    await pageSettled(page)
    expect(pagesFetched(requested)).not.toContain('MyNamesPage')
    await link.hover()
    await expect.poll(() => pagesFetched(requested)).toContain('MyNamesPage')
  })
})

test.describe('prerendered shells', () => {
  // The app's own scripts never arrive: what is on screen is index.html alone.
  const withoutScripts = async (page: Page) => page.route('**/assets/*.js', (route) => route.abort())

  for (const [path, check] of [
    [
      '/',
      (root) => expect(root.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Find your .algo name'),
    ],
    ['/marketplace', (root) => expect(root.locator('h1')).toHaveText('Marketplace')],
    ['/name/alice.algo', (root) => expect(root.getByTestId('skeleton')).toBeVisible()],
    ['/does-not-exist', (root) => expect(root.locator('main')).toBeEmpty()],
  ] as const satisfies readonly (readonly [string, (root: Locator) => Promise<void>])[]) {
    test(`${path} paints its shell from the HTML, inert until the app starts`, async ({ page }) => {
      await withoutScripts(page)
      await page.goto(path)
      const root = page.locator('#root')
      await expect(root.getByTestId('header-title')).toHaveText('NFD mock')
      await check(root)
      await expect(root.locator(':scope > div')).toHaveAttribute('inert', '')
      // Drawn but not yet working: it looks disabled.
      await expect(root.locator('header button', { hasText: 'Connect' })).toHaveCSS('opacity', '0.6')
    })
  }

  test('the shell shows the stored theme choice', async ({ page }) => {
    // Scripts blocked from the first load: once msw's service worker runs, it fetches the
    // page's scripts itself, and page.route never sees them.
    await withoutScripts(page)
    await page.goto('/does-not-exist')
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
    await page.reload()
    await expect(page.locator('#root > div')).toHaveAttribute('inert', '')
    await expect(page.getByTestId('theme-switch')).toHaveValue('dark')
  })

  test('the app replaces the shell: one layout, nothing inert, the search works', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('name-search').fill('alice')
    await expect(page.getByTestId('search-status')).toHaveAttribute('data-kind', 'owned')
    await expect(page.locator('header')).toHaveCount(1)
    await expect(page.locator('#root [inert]')).toHaveCount(0)
    await expect(page.locator('header button', { hasText: 'Connect' })).toHaveCSS('opacity', '1')
  })
})
