/**
 * A production build (testnet) with its API and image gateway answered by the test: what the mock
 * build cannot show, because its hosts answer only once the mock's service worker runs.
 */
import type { Page, Request } from '@playwright/test'
import { BANNER_CID, buildNameFixtures } from '../../src/mocks/fixtures/names'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { skipTimeUntilVisible } from './pagesKit'
import { EARLY_PAINT_WAIT_MS } from '../../src/config/constants'

const API = 'https://api.testnet.nf.domains'
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') // a 1×1 GIF

/** The API answers alice.algo's profile (record, no activity), and the gateway every image. */
async function answerAlice(page: Page): Promise<void> {
  const alice = buildNameFixtures(Date.now()).find((record) => record.name === 'alice.algo')
  await page.route(`${API}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    const body = pathname === '/nfd/alice.algo' ? alice : pathname === '/nfd/activity' ? [] : { nfds: [], total: 0 }
    return route.fulfill({ json: body, headers: { 'Access-Control-Allow-Origin': '*' } })
  })
  await page.route('https://images.nf.domains/**', (route) => route.fulfill({ body: PIXEL, contentType: 'image/gif' }))
}

/** A promise the test settles when it chooses: a route awaits it to hold its answer until then. */
function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release }
}

test("a profile's record is asked for once, from the HTML, before the page's code", async ({ page }) => {
  const order: string[] = []
  const records: Request[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(`${API}/nfd/alice.algo`)) {
      records.push(request)
      order.push('record')
    } else if (/\/assets\/NamePage-[\w-]+\.js$/.test(url)) order.push('page code')
  })
  await answerAlice(page)

  await page.goto(`${BUILDS.testnet}/name/alice.algo`)
  await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
  expect(records.map((request) => request.url())).toEqual([`${API}/nfd/alice.algo?view=full`])
  expect(order.slice(0, 2)).toEqual(['record', 'page code'])
})

test("a profile's banner paints into the prerendered shell while the page's code is still on its way", async ({
  page,
}) => {
  const { held, release } = gate()
  await page.route(/\/assets\/NamePage-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await answerAlice(page)

  await page.goto(`${BUILDS.testnet}/name/alice.algo`)
  const banner = `https://images.nf.domains/ipfs/${BANNER_CID}`
  await expect(page.locator('#root > [inert] [data-early-banner] img')).toHaveAttribute('src', banner)
  await expect(page.getByTestId('profile-name')).toHaveCount(0) // the app has not rendered yet
  release()
  await expect(page.getByTestId('banner')).toHaveAttribute('src', banner)
  await expect(page.locator('[data-early-banner]')).toHaveCount(0)
})

test("a profile's app code downloads and starts once the banner is on screen, not before", async ({ page }) => {
  const order: string[] = []
  // Each kind at its first request: the page's code is the route's small entry and its own file.
  const first = (kind: string) => {
    if (!order.includes(kind)) order.push(kind)
  }
  page.on('request', (request) => {
    if (/\/assets\/boot-[\w-]+\.js$/.test(request.url())) first('app code')
    if (/\/assets\/NamePage-[\w-]+\.js$/.test(request.url())) first('page code')
  })
  await answerAlice(page)
  // The banner is held until the document has loaded, when a plain module script would have
  // been asked for: the app's start-up would otherwise come first and hold the banner's paint.
  const { held, release } = gate()
  await page.route(`https://images.nf.domains/ipfs/${BANNER_CID}`, async (route) => {
    await held
    first('banner')
    await route.fulfill({ body: PIXEL, contentType: 'image/gif' })
  })

  await page.goto(`${BUILDS.testnet}/name/alice.algo`, { waitUntil: 'domcontentloaded' })
  expect(order, 'nothing of the app before the banner').toEqual([])
  release()
  await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
  // The app's code would only share the link with the banner: the app waits for its paint anyway.
  expect(order).toEqual(['banner', 'app code', 'page code'])
})

test('a plain banner, one colour, starts the app once it is drawn, not at the end of the wait', async ({ page }) => {
  const appCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/boot-[\w-]+\.js$/.test(request.url())) appCode.push(request.url())
  })
  // A banner of one pixel, which Chrome never reports as a largest paint (too few bits a pixel).
  await answerAlice(page)
  // The page's clock stands still: frames and timers run only as the test moves it.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.goto(`${BUILDS.testnet}/name/alice.algo`, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root > [inert] [data-early-banner] img')).toHaveJSProperty('complete', true)
  // Frames for half a second, far less than the wait: the banner is drawn, and the app starts.
  await page.clock.runFor(500)
  await expect.poll(() => appCode).toHaveLength(1)
  await page.clock.resume()
  await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
})

test('a banner that never answers holds the app back no longer than the wait allows', async ({ page }) => {
  await answerAlice(page)
  await page.route(`https://images.nf.domains/ipfs/${BANNER_CID}`, () => undefined) // never answers

  // The page's own clock: the 2.5 s wait passes in the page's time, not the test's.
  await page.clock.install()
  // The page never finishes loading: an image on it never arrives.
  await page.goto(`${BUILDS.testnet}/name/alice.algo`, { waitUntil: 'domcontentloaded' })
  await page.clock.fastForward(EARLY_PAINT_WAIT_MS)
  await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
})

test('no record is preloaded off a profile, or for a spelling the app redirects', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/nfd/`)) asked.push(new URL(request.url()).pathname)
  })
  await page.route(`${API}/**`, (route) => route.fulfill({ status: 404, json: { name: 'notFound', message: 'nope' } }))
  await page.goto(`${BUILDS.testnet}/marketplace`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(asked.filter((path) => /^\/nfd\/[^/]+\.algo$/.test(path))).toEqual([])
  await page.goto(`${BUILDS.testnet}/name/Alice`)
  await expect(page).toHaveURL(/\/name\/alice\.algo$/)
  expect(asked.every((path) => path !== '/nfd/Alice' && path !== '/nfd/alice')).toBe(true)
})

test('a record request that never answers: an error with Retry within the read limit, and Retry loads it', async ({
  page,
}) => {
  const alice = buildNameFixtures(Date.now()).find((record) => record.name === 'alice.algo')
  let answer = false
  let asked = 0
  await page.route(`${API}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname !== '/nfd/alice.algo')
      return route.fulfill({
        json: pathname === '/nfd/activity' ? [] : { nfds: [], total: 0 },
        headers: { 'Access-Control-Allow-Origin': '*' },
      })
    asked += 1
    // Until Retry, the service takes the request and never answers.
    if (!answer) return
    return route.fulfill({ json: alice, headers: { 'Access-Control-Allow-Origin': '*' } })
  })
  await page.route('https://images.nf.domains/**', (route) => route.fulfill({ body: PIXEL, contentType: 'image/gif' }))

  // The page's own clock: the 15 s limit passes in the page's time, not the test's.
  await page.clock.install()
  await page.goto(`${BUILDS.testnet}/name/alice.algo`)
  const error = page.getByTestId('error-state').first()
  await skipTimeUntilVisible(page, error)
  await expect(error).toContainText('did not answer within 15 s')
  await expect(page.getByTestId('profile-name')).toBeHidden()
  const before = asked
  answer = true
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
  expect(asked).toBeGreaterThan(before)
})
