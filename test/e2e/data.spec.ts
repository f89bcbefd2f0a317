/**
 * The data layer in the mock build: the app's requests to the API and algod are answered by
 * the MSW service worker, faults can be set before the app loads, and when the API is down
 * the name page falls back to what algod (the mock chain) says.
 */
import { expect, test } from './fixtures'
import { OTHER_ADDRESS, TEST_ADDRESS, faultsBeforeLoad, short, skipTimeUntilVisible } from './pagesKit'

const API = 'https://api.mock.invalid'
const ALGOD = 'https://algod.mock.invalid'

test('the name page loads its record from the mock API through the service worker', async ({ page }) => {
  const reply = page.waitForResponse((r) => r.url().startsWith(`${API}/nfd/alice.algo`))
  await page.goto('/name/alice.algo')
  const response = await reply
  expect(response.status()).toBe(200)
  // Served by the worker: .invalid hosts never resolve for real.
  expect(response.fromServiceWorker()).toBe(true)
  expect(((await response.json()) as { owner: string }).owner).toBe(TEST_ADDRESS)
  await expect(page.getByText(short(TEST_ADDRESS)).first()).toBeVisible()
})

test('a fault set before load makes the very first API request fail; the chain answers instead', async ({ page }) => {
  // The page's own clock: the API's retries (seven seconds of back-off) pass in the page's time.
  await page.clock.install()
  await faultsBeforeLoad(page, [{ kind: 'offline', target: 'api' }])
  const chainRead = page.waitForResponse((r) => r.url().startsWith(`${ALGOD}/v2/applications/`) && r.status() === 200)
  await page.goto('/name/bob.algo')
  const onChain = page.getByTestId('on-chain')
  await skipTimeUntilVisible(page, onChain)
  await chainRead
  await expect(onChain).toContainText('What the chain says')
  await expect(onChain).toContainText(short(OTHER_ADDRESS))
  await expect.poll(() => page.evaluate(() => window.__mock?.faults().length)).toBe(1)
})

test('faults can be cleared at run time through window.__mock', async ({ page }) => {
  // /nfd/browse: an endpoint the app itself never calls, so the one-shot fault is ours to see.
  await faultsBeforeLoad(page, [{ kind: '500', target: 'api', path: '/nfd/browse', times: 1 }])
  await page.goto('/')
  await page.waitForFunction(() => Boolean(window.__mock))
  const status = await page.evaluate(async (api) => {
    const first = await fetch(`${api}/nfd/browse?state=forSale`)
    const second = await fetch(`${api}/nfd/browse?state=forSale`)
    return [first.status, second.status]
  }, API)
  expect(status).toEqual([500, 200])
  await page.evaluate(() => window.__mock?.setFault({ kind: '429', target: 'api', secsRemaining: 3 }))
  expect(await page.evaluate((api) => fetch(`${api}/nfd/alice.algo`).then((r) => r.status), API)).toBe(429)
  await page.evaluate(() => window.__mock?.clearFaults())
  expect(await page.evaluate((api) => fetch(`${api}/nfd/alice.algo`).then((r) => r.status), API)).toBe(200)
})

test('the mock algod serves the funded test account', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(() => Boolean(window.__mock))
  const amount = await page.evaluate(
    (url) =>
      fetch(url)
        .then((r) => r.json() as Promise<{ amount: number }>)
        .then((a) => a.amount),
    `${ALGOD}/v2/accounts/${TEST_ADDRESS}?exclude=all`,
  )
  expect(amount).toBe(1_000_000_000)
})
