/**
 * Fault tests (issue 8): every page and a transaction flow under algod or the API down, slow
 * (5 s), 500, 429 and a malformed body; storage disabled or full; the wallet's connect dialog
 * dismissed or a connect that fails. Each asserts the same three promises: never a blank page
 * (content, or an error state with Retry), no uncaught error (the fixture), and the connected
 * wallet still connected after the fault clears and after a reload.
 */
import type { Locator, Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  answerWallet,
  closeDialog,
  connectTestWallet,
  faultsBeforeLoad,
  openInApp,
  OTHER_ADDRESS,
  short,
  skipTimeUntil,
  skipTimeUntilVisible,
  TEST_ADDRESS,
} from './pagesKit'
import type { Fault } from '../../src/mocks/faults'
import { FAULTS_STORAGE_KEY } from '../../src/mocks/storageKeys'

// A 500 is retried 3 times with back-off (2 + 4 + 8 s) before the error state shows.
test.describe.configure({ timeout: 90_000 })
const SLOW_ANSWER = { timeout: 30_000 }

interface PageCase {
  label: string
  path: string
  /** The page's main data, once it has arrived. */
  content: (page: Page) => Locator
}

const PAGES: PageCase[] = [
  {
    label: 'home',
    path: '/',
    content: (page) => page.getByRole('list', { name: 'names for sale' }).locator('[data-name="forsale.algo"]'),
  },
  {
    label: 'a profile',
    path: '/name/alice.algo',
    content: (page) => page.getByTestId('profile').getByTestId('owner'),
  },
  {
    label: 'the marketplace',
    path: '/marketplace',
    content: (page) => page.getByRole('list', { name: 'names for sale' }).locator('[data-name="forsale.algo"]'),
  },
  {
    label: 'a portfolio',
    path: `/address/${TEST_ADDRESS}`,
    content: (page) => page.getByRole('list', { name: 'owned names' }).locator('[data-name="alice.algo"]'),
  },
]

/** Faults stored before a (re)load apply from the app's very first request. */
async function storeFaults(page: Page, faults: Fault[]): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_STORAGE_KEY,
    JSON.stringify(faults),
  ] as const)
}

/** The fault clears: for this page (the mock's memory) and for the next load (localStorage). */
async function clearAllFaults(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__mock))
  await page.evaluate((key) => {
    localStorage.removeItem(key)
    window.__mock?.clearFaults()
  }, FAULTS_STORAGE_KEY)
}

async function expectConnected(page: Page): Promise<void> {
  await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS))
}

/** Never blank: the shell (header) and some visible words in the main region. */
async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByTestId('header-title')).toBeVisible()
  await expect(page.locator('main')).toBeVisible()
  await expect
    .poll(() =>
      page
        .locator('main')
        .innerText()
        .then((t) => t.trim().length),
    )
    .toBeGreaterThan(20)
}

/** The error state a page shows for a failed load, with its Retry button. */
/**
 * How long after the first request the browser sent the second, by the browser's own clock: how
 * late the test runner hears of either response does not count.
 */
function sentApartMs(first: Response, second: Response): number {
  return second.request().timing().startTime - first.request().timing().startTime
}

function errorState(page: Page): Locator {
  return page.getByTestId('error-state').first()
}

/** Connected on the page, the page's clock installed, layout shifts counted from every load on. */
async function startConnected(page: Page, path: string): Promise<void> {
  // The page's own clock, so back-offs (2 + 4 + 8 s) and slow answers are skipped, not waited out.
  await page.clock.install()
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await connectTestWallet(page)
}

/** The faults from the first request of a reload. */
async function reloadWithFaults(page: Page, faults: Fault[]): Promise<void> {
  await storeFaults(page, faults)
  await page.reload()
}

/** After the fault: Retry where an error state shows, then the data, the wallet still connected. */
async function recover(page: Page, pageCase: PageCase): Promise<void> {
  await clearAllFaults(page)
  const retries = page.getByTestId('error-state').getByRole('button', { name: 'Retry' })
  // One Retry can clear others (sections that read the same data): click one, wait until the page
  // has answered it, then click whichever is left. Counted again before the page had answered, a
  // Retry already gone was waited for until the click's limit (5 s, three times a journey).
  for (let left = await retries.count(); left > 0; left = await retries.count()) {
    // A section may also read again by itself once the data it follows is back: its Retry goes.
    await retries
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined)
    await expect.poll(() => retries.count()).toBeLessThan(left)
  }
  await expect(pageCase.content(page)).toBeVisible()
  await expectConnected(page)
}

/**
 * Each page meets every fault in one visit, booted once and connected once: each fault is a step
 * that reloads with it, checks what shows, clears it and recovers; the next step's reload, and a
 * last one, show the session kept.
 */
for (const pageCase of PAGES) {
  test(`faults on ${pageCase.label}: each in words, never blank, then recovery`, async ({ page }) => {
    test.setTimeout(240_000)
    await startConnected(page, pageCase.path)

    await test.step('API down: an error state with Retry, then recovery', async () => {
      await reloadWithFaults(page, [{ kind: 'offline', target: 'api' }])
      await skipTimeUntilVisible(page, errorState(page))
      await expect(errorState(page)).toContainText(/network down/i)
      await expect(errorState(page).getByRole('button', { name: 'Retry' })).toBeVisible()
      await expectNotBlank(page)
      await expectConnected(page)
      await recover(page, pageCase)
    })

    await test.step('algod down: the page still shows what the API says', async () => {
      await reloadWithFaults(page, [{ kind: 'offline', target: 'algod' }])
      await expect(pageCase.content(page)).toBeVisible(SLOW_ANSWER)
      await expectNotBlank(page)
      await expectConnected(page)
      await recover(page, pageCase)
    })

    await test.step('slow API (5 s): a skeleton, then the data, without a layout jump', async () => {
      const pageNow = () => page.evaluate(() => Date.now())
      const started = await pageNow()
      await reloadWithFaults(page, [{ kind: 'slow', target: 'api', delayMs: 5_000 }])
      await expect(page.getByTestId('skeleton').first()).toBeVisible()
      await expect(pageCase.content(page)).toBeHidden()
      await skipTimeUntilVisible(page, pageCase.content(page))
      expect((await pageNow()) - started, 'the data came after the 5 s').toBeGreaterThanOrEqual(5_000)
      await expect(page.getByTestId('error-state')).toHaveCount(0)
      // Let the late sections (activity, segments) land too, then measure.
      await skipTimeUntil(page, async () => (await page.getByTestId('skeleton').count()) === 0)
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
      expect(shift, 'cumulative layout shift while the data arrived').toBeLessThan(0.02)
      await expectConnected(page)
      await recover(page, pageCase)
    })

    for (const [title, kind, message] of [
      ['500 from the API: retried, then an error state with Retry, then recovery', '500', /having trouble/i],
      ['a malformed body from the API: an error state with Retry, then recovery', 'malformed', /unreadable reply/i],
    ] as const)
      await test.step(title, async () => {
        await reloadWithFaults(page, [{ kind, target: 'api' }])
        await skipTimeUntilVisible(page, errorState(page))
        await expect(errorState(page)).toContainText(message)
        await expectNotBlank(page)
        await expectConnected(page)
        await recover(page, pageCase)
      })

    await test.step('429 from the API: the app waits secsRemaining, then shows the data by itself', async () => {
      const limited = page.waitForResponse((r) => r.url().startsWith('https://api.mock.invalid/') && r.status() === 429)
      await reloadWithFaults(page, [{ kind: '429', target: 'api', secsRemaining: 2, times: 1 }])
      const refused = await limited
      const retried = await page.waitForResponse((r) => r.url() === refused.url() && r.status() === 200, SLOW_ANSWER)
      expect(sentApartMs(refused, retried), 'the retry waited secsRemaining').toBeGreaterThanOrEqual(2_000)
      expect(retried.ok()).toBe(true)
      await expect(pageCase.content(page)).toBeVisible()
      await expect(page.getByTestId('error-state')).toHaveCount(0)
      await expectConnected(page)
      await recover(page, pageCase)
    })

    await test.step('a reload after the faults: the data, the session kept', async () => {
      await page.reload()
      await expect(pageCase.content(page)).toBeVisible()
      await expectConnected(page)
    })
  })
}

test.describe('faults during a transaction flow (make an offer on bob.algo)', () => {
  /** On bob.algo: Make offer, 2 ALGO filled in, the faults set, then Confirm. */
  async function confirmOfferWith(page: Page, faults: Fault[]): Promise<Locator> {
    await page.getByTestId('name-actions').getByRole('button', { name: 'Make offer', exact: true }).click()
    const dialog = page.getByTestId('tx-dialog')
    await expect(dialog).toHaveAttribute('data-step', 'review')
    await dialog.getByLabel('Offer (ALGO)').fill('2')
    for (const fault of faults) await page.evaluate((f) => window.__mock?.setFault(f), fault)
    await dialog.getByTestId('tx-confirm').click()
    return dialog
  }

  /** The checked group's review is shown: confirm its total, so the wallet opens. */
  async function approveReview(dialog: Locator): Promise<void> {
    await expect(dialog).toHaveAttribute('data-step', 'approve', SLOW_ANSWER)
    await dialog.getByTestId('tx-approve').click()
  }

  /** The offer goes through, the Done step says so, the wallet still connected; then the dialog closes. */
  async function finish(page: Page, dialog: Locator): Promise<void> {
    await expect(dialog).toHaveAttribute('data-step', 'done', SLOW_ANSWER)
    await expect(dialog.getByTestId('tx-done-message')).toContainText('Your offer of 2 ALGO')
    await expectConnected(page)
    await closeDialog(page, dialog)
  }

  /** `signs`: the wallet is asked before the fault strikes. */
  const FAILURES: { label: string; fault: Fault; reason: RegExp; signs?: boolean }[] = [
    {
      label: 'the API down while the group is built',
      fault: { kind: 'offline', target: 'api', path: '/nfd/postOfferToOwner' },
      reason: /network down/i,
    },
    {
      label: 'a 500 from the API for the group',
      fault: { kind: '500', target: 'api', path: '/nfd/postOfferToOwner' },
      reason: /having trouble/i,
    },
    {
      label: 'a malformed group from the API',
      fault: { kind: 'malformed', target: 'api', path: '/nfd/postOfferToOwner' },
      reason: /unreadable reply/i,
    },
    {
      label: 'algod down before signing (the funds check)',
      fault: { kind: 'offline', target: 'algod' },
      reason: /network down/i,
    },
    {
      label: 'a 500 from algod on submit',
      fault: { kind: '500', target: 'algod', path: '/^/v2/transactions$/', method: 'POST' },
      reason: /^The Algorand node is having trouble: try again later$/,
      signs: true,
    },
    {
      label: 'a malformed body from algod',
      fault: { kind: 'malformed', target: 'algod' },
      reason: /^The Algorand node sent an unreadable reply: try again later$/,
    },
  ]

  /**
   * One visit, connected once: each fault is a step that fails in words, then Try again works once
   * it clears and the offer goes through; a reload at the end keeps the session.
   */
  test('each fault fails in words with Try again, which works once the fault clears; then a 429 and slow answers', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // The page's own clock: the slow answers' 5 s pass in the page's time, not the test's.
    await page.clock.install()
    await page.goto('/name/bob.algo')
    await connectTestWallet(page)

    for (const { label, fault, reason, signs = false } of FAILURES)
      await test.step(label, async () => {
        const dialog = await confirmOfferWith(page, [fault])
        if (signs) {
          await approveReview(dialog)
          await answerWallet(page, 'Approve')
        }
        await expect(dialog).toHaveAttribute('data-step', 'failed', SLOW_ANSWER)
        await expect(dialog.getByTestId('tx-reason')).toHaveText(reason)
        // Words, not a stack trace or a raw body.
        await expect(dialog.getByTestId('tx-reason')).not.toHaveText(/SyntaxError|\{|at \w+ \(/)
        await expectConnected(page)
        await clearAllFaults(page)
        await dialog.getByTestId('tx-retry').click()
        await approveReview(dialog)
        await answerWallet(page, 'Approve')
        await finish(page, dialog)
      })

    await test.step('a 429 for the group: the app waits secsRemaining and goes on', async () => {
      const isGroup = (r: Response, status: number) =>
        r.url().includes('/nfd/postOfferToOwner/') && r.status() === status
      const limited = page.waitForResponse((r) => isGroup(r, 429))
      const dialog = await confirmOfferWith(page, [
        { kind: '429', target: 'api', path: '/nfd/postOfferToOwner', secsRemaining: 2, times: 1 },
      ])
      const refused = await limited
      const retried = await page.waitForResponse((r) => isGroup(r, 200))
      expect(sentApartMs(refused, retried), 'asked again after secsRemaining').toBeGreaterThanOrEqual(2_000)
      await approveReview(dialog)
      await answerWallet(page, 'Approve')
      await finish(page, dialog)
    })

    await test.step('slow API and algod (5 s): each step shows until its answer, then done', async () => {
      const dialog = await confirmOfferWith(page, [
        { kind: 'slow', target: 'api', path: '/nfd/postOfferToOwner', delayMs: 5_000, times: 1 },
        { kind: 'slow', target: 'algod', path: '/v2/transactions/pending', delayMs: 5_000, times: 1 },
      ])
      const atStep = (step: string) => page.locator(`[data-testid="tx-dialog"][data-step="${step}"]`)
      await expect(dialog).toHaveAttribute('data-step', 'prepare')
      await skipTimeUntilVisible(page, atStep('approve'))
      await approveReview(dialog)
      await answerWallet(page, 'Approve')
      await expect(dialog).toHaveAttribute('data-step', 'confirming')
      await skipTimeUntilVisible(page, atStep('done'))
      await finish(page, dialog)
    })

    await test.step('a reload after the faults keeps the session', async () => {
      await page.reload()
      await expect(page.getByTestId('profile-name')).toHaveText('bob.algo')
      await expectConnected(page)
    })
  })
})

test.describe('storage', () => {
  /**
   * Every read or write of Web Storage throws, as with storage blocked in the browser settings.
   * Except for the mock network's own code (the chunks of src/mocks/browser.ts and of MSW): it
   * stands in for the servers, and MSW's cookie jar needs localStorage when it loads.
   */
  async function disableStorage(page: Page): Promise<void> {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        const real = window[name]
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            if (/\/assets\/(browser|msw)-[\w-]+\.js/.test(new Error().stack ?? '')) return real
            throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError')
          },
        })
      }
    })
  }

  /** Reads work, every write throws QuotaExceededError. */
  async function fillStorage(page: Page): Promise<void> {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
  }

  /** Things that write to storage: a search (recent searches), the theme, a name page. */
  async function useTheApp(page: Page): Promise<void> {
    await expect(page.getByRole('list', { name: 'names for sale' }).getByTestId('name-card').first()).toBeVisible()
    await page.getByTestId('name-search').fill('bob')
    await page.getByTestId('name-search').press('Enter')
    await expect(page.getByTestId('profile-name')).toHaveText('bob.algo')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectNotBlank(page)
  }

  test('disabled: the app loads and works (search, theme, a name page)', async ({ page }) => {
    await disableStorage(page)
    await page.goto('/')
    await useTheApp(page)
  })

  test('disabled: a wallet connects in memory for the visit', async ({ page }) => {
    await disableStorage(page)
    await page.goto('/')
    await connectTestWallet(page)
    await useTheApp(page)
    await expectConnected(page)
  })

  test('full: the app loads and works, and a stored session survives a reload', async ({ page }) => {
    await page.goto('/')
    await connectTestWallet(page)
    await fillStorage(page)
    await page.reload()
    await expectConnected(page)
    await useTheApp(page)
    await expectConnected(page)
    await page.reload()
    await expectConnected(page)
  })

  test('full: disconnecting, then connecting again works in memory', async ({ page }) => {
    await page.goto('/')
    await connectTestWallet(page)
    await fillStorage(page)
    await page.reload()
    await page.getByTestId('account-menu-button').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect wallet' }).first()).toBeVisible()
    await connectTestWallet(page)
  })
})

test.describe('the wallet popup closed', () => {
  async function openMnemonicPrompt(page: Page, connected: boolean): Promise<Locator> {
    if (connected) {
      await page.getByTestId('account-menu-button').click()
      await page.getByRole('button', { name: 'Connect another wallet' }).click()
    } else {
      await page.getByRole('button', { name: 'Connect wallet' }).first().click()
    }
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /Mnemonic/ })
      .click()
    const prompt = page.getByRole('dialog', { name: 'Mnemonic wallet' })
    await expect(prompt).toBeVisible()
    return prompt
  }

  test('dismissed before connecting: still disconnected, a short toast, and connecting works after', async ({
    page,
  }) => {
    await page.goto('/name/alice.algo')
    const prompt = await openMnemonicPrompt(page, false)
    await page.keyboard.press('Escape')
    await expect(prompt).toBeHidden()
    await expect(page.getByText('Connecting cancelled')).toBeVisible()
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0)
    await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
    await page.keyboard.press('Escape') // the wallet picker too
    await connectTestWallet(page)
  })

  test('dismissed while connected: the session is as it was, also after a reload', async ({ page }) => {
    await page.goto('/name/alice.algo')
    await connectTestWallet(page)
    const prompt = await openMnemonicPrompt(page, true)
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Connecting cancelled')).toBeVisible()
    await expectConnected(page)
    await page.reload()
    await expectConnected(page)
  })

  test('a connect that fails (words that are not a valid mnemonic): the session is as it was', async ({ page }) => {
    await page.goto('/name/alice.algo')
    await connectTestWallet(page)
    const prompt = await openMnemonicPrompt(page, true)
    await prompt.getByLabel('25-word mnemonic').fill(Array(25).fill('abandon').join(' '))
    await prompt.getByRole('button', { name: 'Connect' }).click()
    const toast = page.getByText(/^Connecting failed: /)
    await expect(toast).toBeVisible()
    expect((await toast.innerText()).length, 'a short toast').toBeLessThan(120)
    await expectConnected(page)
    await page.keyboard.press('Escape')
    await page.reload()
    await expectConnected(page)
  })
})

test.describe('replies the real API may send', () => {
  test('a request that never answers: an error with Retry within the 15 s limit, never an endless skeleton', async ({
    page,
  }) => {
    // The page's own clock: the 15 s limit passes in the page's time, not the test's.
    await page.clock.install()
    await faultsBeforeLoad(page, [{ kind: 'hang', target: 'api', path: '/nfd/alice.algo' }])
    await page.goto('/')
    const pageNow = () => page.evaluate(() => Date.now())
    const started = await pageNow()
    await openInApp(page, '/name/alice.algo')
    await expect(page.getByTestId('skeleton').first()).toBeVisible()
    await skipTimeUntilVisible(page, errorState(page))
    expect((await pageNow()) - started, 'the error came at the limit').toBeGreaterThanOrEqual(15_000)
    await expect(errorState(page)).toContainText('did not answer within 15 s')
    await clearAllFaults(page)
    await errorState(page).getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('profile').getByTestId('owner')).toBeVisible()
  })

  test('a record with wrongly typed fields: the profile renders, those fields missing', async ({ page }) => {
    await faultsBeforeLoad(page, [
      {
        kind: 'badField',
        target: 'api',
        path: '/nfd/alice.algo',
        fields: { owner: 42, timeExpires: true, properties: { userDefined: { bio: 7, name: ['x'] } } },
      },
    ])
    await page.goto('/name/alice.algo')
    await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
    await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
    await expect(page.getByTestId('profile-socials')).toBeVisible()
    await expect(page.getByTestId('profile-bio')).toBeHidden()
    await expect(page.getByTestId('owner')).toBeHidden()
    await expect(page.getByTestId('display-name')).toBeHidden()
    await expect(page.getByText('Something went wrong')).toBeHidden()
  })

  test('a record of another name than the one asked is refused in words; nothing is asked for the other name', async ({
    page,
  }) => {
    // As the service's own description's example answers abc123.algo: with a record named `abc123`.
    await faultsBeforeLoad(page, [
      { kind: 'badField', target: 'api', path: '/nfd/alice.algo', fields: { name: 'abc123' } },
    ])
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto('/name/alice.algo')
    await expect(errorState(page)).toContainText(
      'The name service answered with the record of “abc123” when asked for alice.algo: it was not used.',
    )
    await expect(page.getByTestId('profile')).toHaveCount(0)
    expect(asked.filter((path) => path.includes('abc123'))).toEqual([])
  })

  test('a list with one malformed record: the others render', async ({ page }) => {
    await faultsBeforeLoad(page, [{ kind: 'badRecord', target: 'api', path: '/nfd/v2/search', record: { name: 5 } }])
    await page.goto('/marketplace')
    const list = page.getByRole('list', { name: 'names for sale' })
    await expect(list.locator('[data-name="forsale.algo"]')).toBeVisible()
    await expect(list.locator('[data-name="market.algo"]')).toBeVisible()
  })

  test('an emoji name from the API opens its profile, from a link and from the address bar', async ({ page }) => {
    await page.goto(`/address/${OTHER_ADDRESS}`)
    const card = page.getByRole('list', { name: 'owned names' }).locator('[data-name="\u{1F525}.algo"]')
    await card.click()
    await expect(page).toHaveURL(/\/name\/%F0%9F%94%A5\.algo$/)
    await expect(page.getByTestId('profile-name')).toHaveText('\u{1F525}.algo')
    await expect(page.getByTestId('profile-bio')).toHaveText('An emoji name.')
    await page.goto('/name/\u{1F525}.algo')
    await expect(page.getByTestId('profile-name')).toHaveText('\u{1F525}.algo')
  })
})
