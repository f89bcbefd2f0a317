// The benchmark's scale case: My names on the mainnet production build for an account of 10
// names and one of 5,000 (the mock's generated portfolios, served by the mock API's handlers under
// the real API host, see productionHosts.mjs), through an injected extension wallet (Exodus's
// window.algorand). For each: the first card's time, the longest and total long tasks while
// loading and while scrolling (mouse wheel) to the last name, the DOM size, the JS heap after a
// forced GC, and the API requests made: once the page has opened (no new request for a second
// after the count shows) and in all, after scrolling through every name (the list's pages load on the way).
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { serveDist } from './serveDist.mjs'
import { serveProductionHosts } from './productionHosts.mjs'

const ACCOUNTS = {
  10: 'X3NINPHYZPUAPPELYPARK6FZKUS7YX3SNJMISJSX7ZUT2TE5Y4L7DGQVYI',
  5000: 'WYMJ3J36BOWF7WUYLALU5MIW4DCCID566HBC5PXRNXHUTK7GOX2OS2TFJI',
}
export const SCALE_TARGETS = {
  firstCardRatio: 2,
  longestTaskMs: 200,
  domElements: 8_000,
  heapMb: 30,
  apiRequests: 30,
}

/** Runs in the page before its scripts: records long tasks and when the first card appears. */
function watchPage() {
  const marks = { longTasks: [], firstCard: null }
  Object.assign(window, { __bench: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="name-card"]')) {
      marks.firstCard = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

async function measure(browser, origin, apiHost, count) {
  const address = ACCOUNTS[count]
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
  const page = await context.newPage()
  await page.addInitScript((account) => {
    Object.assign(window, { algorand: { enable: async () => ({ accounts: [account] }), signTxns: async () => [] } })
  }, address)
  // Connect once, then measure a fresh load of My names with the wallet resuming, as a return visit.
  await page.goto(`${origin}/my-names`)
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Exodus/ })
    .click()
  await page.getByTestId('name-card').first().waitFor()
  await page.addInitScript(watchPage)
  let requests = 0
  const asked = []
  page.on('request', (request) => {
    if (new URL(request.url()).host !== apiHost || request.method() === 'OPTIONS') return
    requests += 1
    asked.push(request.url())
  })
  await page.reload()
  await page.getByTestId('name-card').first().waitFor({ timeout: 60_000 })
  const firstCardMs = await page.evaluate(() => window.__bench.firstCard)
  await page.getByText(new RegExp(`^${count.toLocaleString('en-US')} names`)).waitFor({ timeout: 60_000 })
  const loadTasks = await page.evaluate(() => window.__bench.longTasks.length)
  // Opened: no new API request for a second.
  for (let seen = -1; seen !== requests;) {
    seen = requests
    await page.waitForTimeout(1_000)
  }
  const requestsAtOpen = requests

  // Scroll as a person does until the last card is on screen (the names load on the way).
  const last = await page.evaluate(async (owner) => {
    const res = await fetch(
      `https://api.nf.domains/nfd/v2/search?owner=${owner}&state=owned&state=forSale&state=expired&sort=nameAsc&limit=1&offset=0&view=tiny`,
    )
    const { total } = await res.json()
    const tail = await fetch(
      `https://api.nf.domains/nfd/v2/search?owner=${owner}&state=owned&state=forSale&state=expired&sort=nameAsc&limit=1&offset=${total - 1}&view=tiny`,
    )
    return (await tail.json()).nfds[0].name
  }, address)
  const lastCard = page.locator(`[data-testid="name-card"][data-name="${last}"]`)
  // The pointer rests in the page's margin: resting on a card prefetches its profile (a person's
  // intent), which would count here as the list's requests.
  await page.mouse.move(4, 400)
  let reachedLast = false
  for (let i = 0; i < 1_000 && !reachedLast; i++) {
    // About a fast flick of the wheel.
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(50)
    reachedLast = await lastCard.isVisible()
  }
  // The two lookups above are the benchmark's own, not the page's.
  requests -= 2
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const tasks = await page.evaluate(() => window.__bench.longTasks)
  await context.close()
  if (process.env.BENCH_DEBUG) console.log(asked.join('\n'))
  return {
    firstCardMs: Math.round(firstCardMs),
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    longTasksLoading: loadTasks,
    longTasksTotal: tasks.length,
    longTasksTotalMs: Math.round(tasks.reduce((sum, d) => sum + d, 0)),
    domElements,
    heapMb: Math.round((usedSize / 1_048_576) * 10) / 10,
    apiRequestsAtOpen: requestsAtOpen,
    apiRequests: requests,
    reachedLast,
  }
}

/** Measures both accounts on `dist/mainnet`; returns the figures by name count, their ratios and the targets missed. */
export async function benchScale({ port = 4180 } = {}) {
  const site = await serveDist('dist/mainnet', port)
  const hosts = await serveProductionHosts('mainnet', port + 1)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      `--host-resolver-rules=${hosts.names.map((name) => `MAP ${name} 127.0.0.1:${hosts.port}`).join(', ')}`,
      '--ignore-certificate-errors',
      '--enable-precise-memory-info',
    ],
  })
  try {
    const origin = `http://localhost:${port}`
    const small = await measure(browser, origin, hosts.names[0], 10)
    const large = await measure(browser, origin, hosts.names[0], 5000)
    const ratios = Object.fromEntries(
      Object.keys(small)
        .filter((key) => typeof small[key] === 'number')
        .map((key) => [key, small[key] ? Math.round((large[key] / small[key]) * 100) / 100 : null]),
    )
    const missed = []
    if (ratios.firstCardMs > SCALE_TARGETS.firstCardRatio)
      missed.push(`5,000 names: first card ${ratios.firstCardMs}× the 10-name time > ${SCALE_TARGETS.firstCardRatio}×`)
    if (large.longestTaskMs > SCALE_TARGETS.longestTaskMs)
      missed.push(`5,000 names: a long task of ${large.longestTaskMs} ms > ${SCALE_TARGETS.longestTaskMs} ms`)
    if (large.domElements > SCALE_TARGETS.domElements)
      missed.push(`5,000 names: ${large.domElements} DOM elements > ${SCALE_TARGETS.domElements}`)
    if (large.heapMb > SCALE_TARGETS.heapMb)
      missed.push(`5,000 names: heap ${large.heapMb} MB > ${SCALE_TARGETS.heapMb} MB`)
    if (large.apiRequests > SCALE_TARGETS.apiRequests)
      missed.push(`5,000 names: ${large.apiRequests} API requests to the last name > ${SCALE_TARGETS.apiRequests}`)
    if (!large.reachedLast) missed.push('5,000 names: scrolling did not reach the last name')
    return { figures: { '10 names': small, '5,000 names': large }, ratios, missed }
  } finally {
    await browser.close()
    await hosts.close()
    await site.close()
  }
}
