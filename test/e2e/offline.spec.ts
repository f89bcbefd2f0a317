/**
 * The installed app offline, on the mainnet production build (its service worker, the host's
 * policy): after a first visit with a connected account, the browser goes offline and reloads.
 * Every page says at once that the device is offline; My names, the watchlist and a profile seen
 * before open from their last answers with their age, what was never kept says it waits for the
 * connection (no skeleton, no "Checking…" for ever), Buy says it needs a connection, and back
 * online the pages ask the API again by themselves.
 */
import { NETWORKS } from '../../src/config/networks'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import {
  ALGOD_ORIGINS,
  API_ORIGINS,
  ME,
  connectFromHeader,
  injectReadOnlyWallet,
  ownedRecord,
  serveHonestPurchase,
  servePortfolio,
} from './productionKit'

test.use({ locale: 'en-US', offlineWorker: true })

const OFFLINE_STORE = 'algo-names:offline-queries'

test('offline after a first visit: every page says so; My names, the watchlist and a profile seen with their age; the rest waits, Buy needs a connection; online, they refresh', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // On the context: once the worker controls the page, its requests go through the worker.
  await serveHonestPurchase(context, [])
  const asked = await servePortfolio(context, 'mainnet', ME, [ownedRecord])
  // alice.algo's profile, opened once from My names (a profile seen, not watched).
  const profilePath = `/nfd/${ownedRecord.name}`
  await context.route(
    (url) => url.origin === new URL(NETWORKS.mainnet.apiBase).origin && url.pathname === profilePath,
    (route) => route.fulfill({ json: ownedRecord, headers: { 'Access-Control-Allow-Origin': '*' } }),
  )
  await injectReadOnlyWallet(page, ME)
  // Offline, the hosts the test answers fail as unreachable ones do (routes outlive the emulation).
  let offline = false
  await context.route(
    (url) => API_ORIGINS.has(url.origin) || ALGOD_ORIGINS.has(url.origin),
    (route) => (offline ? route.abort('internetdisconnected') : route.fallback()),
  )
  const goOffline = async () => {
    offline = true
    await context.setOffline(true)
  }

  // The first visit: a name starred on its profile, the watchlist, My names.
  await page.goto(`${BUILDS.mainnet}/name/forsale.algo`)
  await connectFromHeader(page, /Exodus/)
  await page.getByTitle('Watch forsale.algo').click()
  await expect(page.getByTitle('Stop watching forsale.algo')).toHaveAttribute('aria-pressed', 'true')
  // Within the one document, as a person goes: the worker installs meanwhile.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Watchlist' }).click()
  const watchedCard = page.locator('[data-testid="watched-name"][data-name="forsale.algo"]').getByTestId('name-card')
  await expect(watchedCard).toBeVisible()
  await nav.getByRole('link', { name: 'My names' }).click()
  const ownedCard = page.locator(`[data-testid="name-card"][data-name="${ownedRecord.name}"]`)
  await expect(ownedCard).toBeVisible()
  await ownedCard.click()
  await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  await nav.getByRole('link', { name: 'My names' }).click()
  await expect(ownedCard).toBeVisible()
  // The app's worker is active, and the answers are kept: alice.algo's profile among them.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_STORE))
    .toMatch(/alice\.algo[\s\S]*forsale\.algo|forsale\.algo[\s\S]*alice\.algo/)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_STORE))
    .toContain('"name","alice.algo","full"')

  await goOffline()
  await page.reload()
  // The worker served the app's shell with no network.
  await expect(nav.getByRole('link', { name: 'My names' })).toBeVisible()
  // Chromium drops the offline emulation from a document its service worker served: once the app
  // listens, set it again (the API's hosts failed all along). Offline, the kept names come back.
  await context.setOffline(false)
  await context.setOffline(true)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
  const banner = page.getByTestId('offline-banner')
  await expect(banner).toHaveText(
    'You are offline. Pages show what this device kept from earlier visits, and update by themselves when the connection returns.',
  )
  await expect(ownedCard).toBeVisible()
  const age = page.getByTestId('data-age')
  await expect(age).toContainText(/Offline: these names as of (now|\d+ seconds? ago|\d+ minutes? ago)\./)
  await expect(age).toContainText('Buying, selling and signing need a connection.')

  // Within the app again (each document the worker serves would lose the emulation).
  await nav.getByRole('link', { name: 'Watchlist' }).click()
  await expect(watchedCard).toBeVisible()
  await expect(page.getByTestId('data-age')).toContainText(/Offline: your watchlist as of/)

  await watchedCard.click()
  const buy = page.getByTestId('name-actions').getByRole('button', { name: 'Buy', exact: true })
  await expect(buy).toBeDisabled()
  await expect(buy).toHaveAccessibleDescription('Buying, selling and signing need a connection. You are offline.')
  await expect(page.getByTestId('data-age')).toContainText(/^Offline: this profile as of /)

  // A profile seen before, not watched: at once, with its age.
  await nav.getByRole('link', { name: 'My names' }).click()
  await ownedCard.click()
  await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
  await expect(page.getByTestId('data-age')).toContainText(
    /^Offline: this profile as of (now|\d+ seconds? ago|\d+ minutes? ago)\./,
  )
  await expect(banner).toBeVisible()

  // Home, never visited: its list and the search say they wait for the connection, at once.
  await page.getByRole('link', { name: /home$/ }).click()
  const forSale = page.locator('section[aria-labelledby="for-sale-heading"]')
  await expect(forSale.getByTestId('offline-waiting')).toHaveText('Offline: this loads when the connection returns.')
  await expect(page.getByTestId('skeleton')).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Search names' }).fill('nobodyhasthis')
  await expect(page.getByTestId('search-offline')).toHaveText(
    'You are offline: nobodyhasthis.algo is checked when the connection returns.',
  )

  // Back online, the page asks again and the age note goes.
  await nav.getByRole('link', { name: 'My names' }).click()
  await expect(ownedCard).toBeVisible()
  const before = asked.length
  offline = false
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
  await expect(page.getByTestId('data-age')).toHaveCount(0)
  await expect.poll(() => asked.length).toBeGreaterThan(before)
  await expect(ownedCard).toBeVisible()
})
