/**
 * The installed app offline, on the mainnet production build (its service worker, the host's
 * policy): after a first visit with a connected account, the browser goes offline and reloads.
 * My names and the watchlist open from their last answers with their age, Buy says it needs a
 * connection, and back online the pages ask the API again.
 */
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

test('offline after a first visit: My names and the watchlist with their age, Buy needs a connection; online, they refresh', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // On the context: once the worker controls the page, its requests go through the worker.
  await serveHonestPurchase(context, [])
  const asked = await servePortfolio(context, 'mainnet', ME, [ownedRecord])
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
  // The app's worker is active, and the answers are kept.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', OFFLINE_STORE))
    .toMatch(/alice\.algo[\s\S]*forsale\.algo|forsale\.algo[\s\S]*alice\.algo/)

  await goOffline()
  await page.reload()
  // The worker served the app's shell with no network.
  await expect(nav.getByRole('link', { name: 'My names' })).toBeVisible()
  // Chromium drops the offline emulation from a document its service worker served: once the app
  // listens, set it again (the API's hosts failed all along). Offline, the kept names come back.
  await context.setOffline(false)
  await context.setOffline(true)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
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

  // Back online, the page asks again and the age note goes.
  await nav.getByRole('link', { name: 'My names' }).click()
  await expect(ownedCard).toBeVisible()
  const before = asked.length
  offline = false
  await context.setOffline(false)
  await expect(page.getByTestId('data-age')).toHaveCount(0)
  await expect.poll(() => asked.length).toBeGreaterThan(before)
  await expect(ownedCard).toBeVisible()
})
