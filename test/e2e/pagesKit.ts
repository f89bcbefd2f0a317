/**
 * Shared by the name pages' browser tests (pages.spec.ts, a11y.spec.ts): the mock network's
 * fixture names and accounts, fault injection through window.__mock, and connecting (and
 * answering) the mnemonic wallet the way a user does.
 */
import axe from 'axe-core'
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test'
import { truncateAddress } from '../../src/lib/address'
import { algosToMicroalgos } from '../../src/lib/money'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '../../src/mocks/accounts'
import type { MockControls } from '../../src/mocks/browser'
import type { Fault } from '../../src/mocks/faults'
import { FAULTS_STORAGE_KEY } from '../../src/mocks/storageKeys'
import { MNEMONIC_STORAGE_KEY } from '../../src/wallet/adapters/mnemonic'
import { serializeState, STORAGE_KEY } from '../../src/wallet/persist'
import { controlFaults, textFaults, type PictureFault } from '../../src/testing/pictureFaults'

export const TEST_ADDRESS = TEST_ACCOUNT.address
export const OTHER_ADDRESS = OTHER_ACCOUNT.address
export const THIRD_ADDRESS = THIRD_ACCOUNT.address
export { OTHER_ACCOUNT }
/** How the app shows an address: first 6 ... last 4. */
export const short = truncateAddress

/** `address` with one character changed: its shape, but a checksum that no longer matches. */
export const addressWithTypo = (address: string): string =>
  `${address.slice(0, 10)}${address[10] === 'A' ? 'B' : 'A'}${address.slice(11)}`

type MockControl = Pick<MockControls, 'setFault' | 'clearFaults' | 'postOffer'>

/** Waits for the mock worker's control object, then sets the fault. */
export async function setFault(page: Page, fault: Fault): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __mock?: MockControl }).__mock))
  await page.evaluate((f) => (window as unknown as { __mock: MockControl }).__mock.setFault(f), fault)
}

/** Faults stored before the app loads apply from its very first request (read when the worker starts). */
export async function faultsBeforeLoad(page: Page, faults: Fault[]): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_STORAGE_KEY,
    JSON.stringify(faults),
  ] as const)
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __mock: MockControl }).__mock.clearFaults())
}

/**
 * Moves the page's clock (`page.clock.install()` first) on a second at a time until `done`: a
 * back-off, a slow answer or a time limit passes in milliseconds, in the page's own time.
 */
export async function skipTimeUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.fastForward(1_000)
        return done()
      },
      // Each step is a round trip or two: room for a loaded machine, not time the page waits.
      { intervals: [100], timeout: 20_000 },
    )
    .toBe(true)
}

export const skipTimeUntilVisible = (page: Page, target: Locator): Promise<void> =>
  skipTimeUntil(page, () => target.isVisible())

/**
 * Through the UI: header button (or, when connected, the account menu's Connect another wallet),
 * the mnemonic wallet, its prefilled test words (or another test account's).
 */
export async function connectTestWallet(
  page: Page,
  account: { address: string; mnemonic: string } = TEST_ACCOUNT,
): Promise<void> {
  // Already connected: another account comes through the account menu, as a user adds one.
  const menu = page.getByTestId('account-menu-button')
  const adding = await menu.isVisible()
  if (adding) {
    await menu.click()
    await page.getByRole('button', { name: 'Connect another wallet' }).click()
  } else await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Mnemonic/ })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Mnemonic wallet' })
  if (account !== TEST_ACCOUNT) await prompt.getByLabel('25-word mnemonic').fill(account.mnemonic)
  await prompt.getByRole('button', { name: 'Connect' }).click()
  await expect(prompt).toBeHidden()
  // A first account becomes the active one; an added one joins the wallet's accounts.
  if (!adding) await expect(menu).toContainText(short(account.address))
}

/**
 * The mnemonic wallet asks before signing, like a real wallet, in the app's own dialog
 * ("Sign N transactions?"): answer it as the user would, then it closes.
 */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject' = 'Approve'): Promise<void> {
  const prompt = page.getByRole('dialog', { name: /^Sign \d+ transactions?\?$/ })
  await prompt.getByRole('button', { name: answer, exact: true }).click()
  await expect(prompt).toBeHidden()
}

/** Collects every dialog (alert/confirm/prompt) the page opens: an XSS that ran shows up here. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog.message())
    void dialog.dismiss()
  })
  return seen
}

/**
 * A returning user: the page's first load finds `account` connected in the mnemonic wallet, as
 * the app itself stored it (wallet.spec.ts connects through the UI and reloads). Seeded once per
 * tab, so a reload or a disconnect later in the test sees what the app wrote, not the seed.
 */
export async function returningUser(
  page: Page,
  account: { address: string; mnemonic: string } = TEST_ACCOUNT,
): Promise<void> {
  const session = { accounts: [{ name: 'Mnemonic Account 1', address: account.address }] }
  const state = serializeState({
    wallets: { mnemonic: { ...session, activeAccount: session.accounts[0]! } },
    activeWallet: 'mnemonic',
    activeNetwork: 'mock',
  })
  await storedByEarlierVisit(page, { [STORAGE_KEY]: state, [MNEMONIC_STORAGE_KEY]: account.mnemonic })
}

/**
 * What an earlier visit left in localStorage, written once for the tab before its first load: a
 * reload is the next visit and finds what the app itself wrote since.
 */
export async function storedByEarlierVisit(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((stored) => {
    // One mark for each set of keys: two calls in a test each write theirs.
    const mark = `e2e:earlier:${Object.keys(stored).join(',')}`
    if (sessionStorage.getItem(mark)) return
    sessionStorage.setItem(mark, '1')
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  }, entries)
}

/** The profile of `name`, with `account` connected as a returning user. */
export async function openProfile(
  page: Page,
  name: string,
  account: { address: string; mnemonic: string } = TEST_ACCOUNT,
): Promise<void> {
  await returningUser(page, account)
  await page.goto(`/name/${name}`)
  // The resumed session shows once the wallet's code has loaded: a boot, which on a loaded
  // 2-core machine can take longer than one step's 7 s (CI, 2026-11-28).
  await expect(page.getByTestId('account-menu-button')).toContainText(short(account.address), { timeout: 15_000 })
  await expect(page.getByTestId('name-actions')).toBeVisible()
}

/** Opens the Manage / More menu and returns it. */
export async function openManageMenu(page: Page): Promise<Locator> {
  const button = page.getByTestId('name-actions').getByTestId('manage-button')
  await button.click()
  // The menu is the panel the button says it controls.
  const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

/** Opens a main action (a button) or an entry of the Manage / More menu. */
export async function startAction(page: Page, label: string, inMenu = false): Promise<Locator> {
  const actions = page.getByTestId('name-actions')
  if (inMenu) {
    const item = (await openManageMenu(page)).getByRole('menuitem', { name: label, exact: true })
    await expect(item, `${label} is offered`).not.toHaveAttribute('aria-disabled')
    await item.click()
  } else await actions.getByRole('button', { name: label, exact: true }).click()
  const dialog = page.getByTestId('tx-dialog')
  await expect(dialog).toHaveAttribute('data-step', 'review')
  return dialog
}

export async function acceptTerms(dialog: Locator): Promise<void> {
  await dialog.getByLabel(/I accept the NFD terms/).check()
}

/** The group is built and checked: the review of what it takes is shown; returns its total in µALGO. */
export async function reviewedTotal(dialog: Locator): Promise<bigint> {
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  const text = (await dialog.getByTestId('tx-total').textContent()) ?? ''
  return algosToMicroalgos(text.replace(' ALGO', '').replaceAll(',', ''))
}

/** Confirm on review, confirm the decoded total, approve in the wallet: the signing starts. */
export async function confirmAndSign(page: Page, dialog: Locator): Promise<bigint> {
  await dialog.getByTestId('tx-confirm').click()
  const total = await reviewedTotal(dialog)
  await dialog.getByTestId('tx-approve').click()
  await answerWallet(page, 'Approve')
  return total
}

/**
 * The Done step the user reads: what happened (the whole message for a RegExp, its start for a
 * string: a price may carry its dollars), when in words, the round as a detail in the explorer.
 */
export async function finishedWith(dialog: Locator, message: string | RegExp): Promise<void> {
  await expect(dialog).toHaveAttribute('data-step', 'done')
  const said = dialog.getByTestId('tx-done-message')
  if (typeof message === 'string') await expect(said).toContainText(message)
  else await expect(said).toHaveText(message)
  await expect(dialog.getByTestId('tx-done-when')).toHaveText(/^Confirmed just now · round [\d,]+ in the explorer$/)
  await expect(dialog.getByTestId('tx-explorer')).toHaveAttribute('href', /\/transaction\/[A-Z2-7]{52}$/)
}

/**
 * Confirm and sign, then the dialog walks to its Done step; the mock algod debited exactly the
 * total the review showed. Closes the dialog.
 */
export async function confirmAndFinish(
  page: Page,
  dialog: Locator,
  message: string | RegExp,
  coSigners: readonly string[] = [],
): Promise<void> {
  // The review's total is what leaves the user's accounts: the acting one and any co-signer's fee.
  const accounts = [TEST_ADDRESS, ...coSigners]
  const held = async () => (await Promise.all(accounts.map((a) => balanceOf(page, a)))).reduce((x, y) => x + y, 0n)
  const before = await held()
  const total = await confirmAndSign(page, dialog)
  await finishedWith(dialog, message)
  expect(before - (await held())).toBe(total)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

export async function failedWith(dialog: Locator, reason: RegExp): Promise<void> {
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(reason)
  await expect(dialog.getByTestId('tx-retry')).toBeVisible()
}

export async function balanceOf(page: Page, address: string): Promise<bigint> {
  const text = await page.evaluate(
    async (a) => (await fetch(`https://algod.mock.invalid/v2/accounts/${a}?exclude=all`)).text(),
    address,
  )
  return BigInt(/"amount":\s*(\d+)/.exec(text)![1]!)
}

/**
 * The link dialog says the address must sign too; when the wallet does not hold it, the user
 * connects it (the mnemonic wallet again, with that account's words) and the notice says it is held.
 */
export async function connectCoSigner(page: Page, dialog: Locator, account: { address: string; mnemonic: string }) {
  const notice = dialog.getByTestId('tx-cosigners')
  await expect(notice).toContainText(`${short(account.address)} must sign too`)
  await expect(notice.locator('p[data-held="false"]')).toContainText('Your wallet does not hold it yet')
  await dialog.getByTestId('tx-connect-cosigner').click()
  const mnemonic = page.getByRole('dialog', { name: 'Mnemonic wallet' })
  await mnemonic.getByLabel('25-word mnemonic').fill(account.mnemonic)
  await mnemonic.getByRole('button', { name: 'Connect' }).click()
  await expect(notice.locator('p[data-held="true"]')).toContainText(short(account.address))
  await expect(dialog.getByTestId('tx-connect-cosigner')).toHaveCount(0)
}

/**
 * Links `account` to the open profile's name through the Manage menu, connecting it as the
 * second account the group needs; returns the profile's address list.
 */
export async function linkThroughDialog(
  page: Page,
  name: string,
  account: { address: string; mnemonic: string },
): Promise<Locator> {
  const dialog = await startAction(page, 'Link address', true)
  await dialog.getByLabel('Address to link').fill(account.address)
  await connectCoSigner(page, dialog, account)
  await confirmAndFinish(page, dialog, `${short(account.address)} is linked to ${name}`, [account.address])
  const addresses = page.getByTestId('profile-addresses')
  await expect(addresses).toContainText(short(account.address))
  return addresses
}

/** Grants the notification permission, as a user who allowed it, and records every notification in window.__notifications. */
export async function watchNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'])
  await page.addInitScript(() => {
    const Real = window.Notification
    const seen: { title: string; body: string }[] = []
    ;(window as unknown as { __notifications: typeof seen }).__notifications = seen
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        seen.push({ title, body: options?.body ?? '' })
      }
    }
    // Granted, as the context grants it: the headless shell the suite runs in tells pages every
    // permission is denied, whatever the context grants (the full browser says granted).
    Object.defineProperty(Recording, 'permission', { get: () => 'granted' })
    window.Notification = Recording as unknown as typeof Notification
  })
}

/** The bodies of the notifications recorded since the page loaded. */
export const notifications = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __notifications: { body: string }[] }).__notifications.map((n) => n.body))

/** Someone else posts an offer to a name in the mock world (window.__mock.postOffer). */
export async function postOfferAsOther(page: Page, name: string, from: string, microalgos: number): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __mock?: MockControl }).__mock))
  await page.evaluate(
    ([n, f, m]) => (window as unknown as { __mock: MockControl }).__mock.postOffer(n, f, m, 'Sell it to me?'),
    [name, from, microalgos] as const,
  )
}

/** The items of the Manage (or More) menu that can be taken now, the menu opened and closed again. */
export async function manageMenu(page: Page): Promise<string[]> {
  return (await manageItems(page)).filter((item) => item.reason === null).map((item) => item.name)
}

/** Every item of the Manage / More menu by section, a disabled one with the reason it shows. */
export async function manageItems(page: Page): Promise<{ section: string; name: string; reason: string | null }[]> {
  const menu = await openManageMenu(page)
  const items = await menu.getByRole('group').evaluateAll((groups) =>
    groups.flatMap((group) => {
      const section = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''
      return [...group.querySelectorAll('[role="menuitem"]')].map((item) => ({
        section,
        name: item.firstChild?.textContent ?? '',
        reason: item.getAttribute('aria-disabled') === 'true' ? (item.lastChild?.textContent ?? '') : null,
      }))
    }),
  )
  await page.getByTestId('name-actions').getByTestId('manage-button').click()
  return items
}

/**
 * Opens a page of the app from inside it, as its own links do (the router follows history): a
 * journey through many pages boots the app once, and the session and the mock's world stay.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // The app has replaced the prerendered shell: its router listens from that commit on.
  await page.locator('#root > :not([inert])').first().waitFor()
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  // As the address bar encodes it (a name in other scripts is percent-encoded there).
  await expect(page).toHaveURL((url) => url.href === new URL(path, url).href)
}

/** Another profile from inside the app, the wallet still connected: its heading and its actions. */
export async function showProfile(page: Page, name: string): Promise<void> {
  await openInApp(page, `/name/${name}`)
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: name })).toBeVisible()
  await expect(page.getByTestId('name-actions')).toBeVisible()
}

/** Closes an action's dialog as a person does, with Escape. */
export async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** The header's main links: in the row on a wide screen, behind the Menu on a phone. */
export async function mainNav(page: Page): Promise<Locator> {
  const menu = page.getByTestId('header-menu-button')
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  return page.getByRole('navigation', { name: 'Main' })
}

/**
 * One step down (or up) the page as a person scrolls: the mouse wheel, or on a touch screen a
 * swipe that stops before the finger lifts (so no fling). Never a script scroll.
 */
async function scrollStep(page: Page, down: boolean): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 }
  const distance = Math.round(height * 0.6) * (down ? 1 : -1)
  if (!(await page.evaluate(() => navigator.maxTouchPoints > 0))) {
    await page.mouse.move(width / 2, height / 2)
    await page.mouse.wheel(0, distance)
    return
  }
  const session = await touchSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number | null, timestamp: number) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: y === null ? [] : [{ x: Math.round(width / 2), y }],
      timestamp,
    })
  // The finger's own clock: a frame between moves, and a rest before it lifts.
  let time = Date.now() / 1000
  const from = Math.round(height / 2 + distance / 2)
  await touch('touchStart', from, time)
  for (let i = 1; i <= 10; i++) await touch('touchMove', Math.round(from - (distance * i) / 10), (time += 0.016))
  await touch('touchMove', from - distance, (time += 0.2))
  await touch('touchEnd', null, (time += 0.016))
}

/**
 * One CDP session per page for its swipes, opened at the first: a session per swipe cost a round
 * trip to attach and one to detach, and a detach could still be in flight as a slow test ended.
 */
const touchSessions = new WeakMap<Page, Promise<CDPSession>>()
function touchSession(page: Page): Promise<CDPSession> {
  let session = touchSessions.get(page)
  if (!session) touchSessions.set(page, (session = page.context().newCDPSession(page)))
  return session
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Whether the page can move that way at all: at its end it is read, not waited for. */
const canScroll = (page: Page, down: boolean) =>
  page.evaluate(
    (down) =>
      down ? window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1 : window.scrollY > 0,
    down,
  )

/** One step, then waits for the page to move (the list drawing its new rows); false at the end of the page. */
async function scrolled(page: Page, down: boolean): Promise<boolean> {
  if (!(await canScroll(page, down))) return false
  const before = await scrollY(page)
  await scrollStep(page, down)
  try {
    await expect.poll(() => scrollY(page), { timeout: 1_500 }).not.toBe(before)
    return true
  } catch {
    return false
  }
}

const VIEW_HEIGHT = (page: Page) => page.viewportSize()?.height ?? 720

/**
 * Scrolls as a person does until `target` is drawn and in view: the cards of a long list exist
 * only near the screen, so they are reached by scrolling, down first, then back up.
 */
export async function scrollUntilSeen(page: Page, target: Locator, timeout = 20_000): Promise<void> {
  let down = true
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const box = (await target.count()) > 0 ? await target.first().boundingBox() : null
    if (box && box.y + box.height > 0 && box.y < VIEW_HEIGHT(page)) {
      await expect(target.first()).toBeInViewport()
      return
    }
    if (box) down = box.y >= VIEW_HEIGHT(page)
    // At the end of the page, the other way; while it is too short to scroll, wait for the target.
    else if (!(await scrolled(page, down))) {
      down = !down
      if (!(await canScroll(page, down)))
        await target
          .first()
          .waitFor({ state: 'attached', timeout: 1_500 })
          .catch(() => {})
    }
    if (box) await scrolled(page, down)
  }
  // Whether it was there at all tells a page that never drew it from one that drew it out of reach.
  const found = await target.count()
  throw new Error(
    found > 0
      ? `${target.toString()} never came into view while scrolling the page`
      : `${target.toString()} was never on the page while scrolling it (no element matches)`,
  )
}

/**
 * Every card of a list, in the order it shows, read while scrolling through it as a person does
 * (a virtualised list draws only the rows near the screen).
 */
export async function namesWhileScrolling(page: Page, list: Locator): Promise<string[]> {
  const seen = new Map<string, { top: number; left: number }>()
  await scrollUntilSeen(page, list)
  // From the list's first row: back up while its top is above the screen.
  while ((await list.boundingBox())!.y < 0 && (await scrolled(page, false)));
  for (let step = 0; step < 200; step++) {
    const cards = await list.getByTestId('name-card').evaluateAll((all) =>
      all.map((card) => {
        const box = card.getBoundingClientRect()
        return { name: (card as HTMLElement).dataset.name ?? '', top: box.top + window.scrollY, left: box.left }
      }),
    )
    for (const { name, top, left } of cards) seen.set(name, { top, left })
    const box = (await list.boundingBox())!
    if (box.y + box.height <= VIEW_HEIGHT(page) || !(await scrolled(page, true))) break
  }
  return [...seen.entries()].sort(([, a], [, b]) => a.top - b.top || a.left - b.left).map(([name]) => name)
}

/** Every bar chart in `scope` drawn to one scale: each bar's width is its value over the largest, times its track. */
export async function expectBarsToScale(scope: Locator, minCharts = 1): Promise<void> {
  const charts = await scope.getByTestId('bar-chart').evaluateAll((lists) =>
    lists.map((list) =>
      [...list.querySelectorAll<HTMLElement>('[data-testid="bar"]')].map((bar) => ({
        value: Number(bar.dataset.value),
        width: bar.getBoundingClientRect().width,
        left: bar.getBoundingClientRect().left,
        track: bar.parentElement!.getBoundingClientRect().width,
      })),
    ),
  )
  expect(charts.length).toBeGreaterThanOrEqual(minCharts)
  for (const bars of charts) {
    // One chart, one axis: its bars start at one x, on tracks of one length.
    expect(new Set(bars.map((bar) => Math.round(bar.left))).size, 'bars starting at different x').toBe(1)
    expect(new Set(bars.map((bar) => Math.round(bar.track))).size, 'tracks of different lengths').toBe(1)
    const max = Math.max(...bars.map((bar) => bar.value))
    for (const bar of bars) expect(bar.width).toBeCloseTo(max > 0 ? (bar.value / max) * bar.track : 0, 0)
  }
}

/**
 * Where the text of an element wraps inside a word: the pairs of characters that sit on
 * different lines while the first is not a dot or a space (a name may wrap after a dot only).
 */
export async function midWordBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const breaks: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let previous: { char: string; top: number } | null = null
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0) continue
        const char = text.charAt(i)
        if (previous && rect.top > previous.top + rect.height / 2 && !/[.\s]/.test(previous.char))
          breaks.push(`${previous.char}|${char}`)
        previous = { char, top: rect.top }
      }
    }
    return breaks
  })
}

/**
 * The characters of an element's text a person cannot see: outside its own box (text spilling
 * over a button's border) or cut by a box that clips it (an ellipsis). Empty when it reads whole.
 */
export async function unseenText(element: Locator): Promise<string> {
  await element.scrollIntoViewIfNeeded()
  return element.evaluate((root) => {
    const boxes = [root.getBoundingClientRect()]
    for (let up = root.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up)
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(up.getBoundingClientRect())
    }
    let unseen = ''
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const char = range.getBoundingClientRect()
        if (char.width === 0) continue
        const inside = (box: DOMRect) =>
          char.left >= box.left - 1 &&
          char.right <= box.right + 1 &&
          char.top >= box.top - 1 &&
          char.bottom <= box.bottom + 1
        if (!boxes.every(inside)) unseen += text.charAt(i)
      }
    }
    return unseen
  })
}

/**
 * A header notice (`expiry-warning-header`, `offers-badge`) where the user finds it: in the row,
 * or on a phone inside the Menu, which this opens.
 */
export async function headerNotice(page: Page, testId: string): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    await expect(page.getByTestId('menu-notices')).toBeVisible()
    await page.getByTestId('header-menu-button').click()
  }
  return page.getByTestId(testId).filter({ visible: true })
}

/**
 * Every page of the app, each with what shows once it is ready (`connected`: when a wallet is
 * connected it shows something else), as the page-wide checks visit them (a11y, picture).
 */
export const APP_PAGES: readonly { path: string; ready: string; connected?: string }[] = [
  { path: '/', ready: 'name-card' },
  { path: '/name/alice.algo', ready: 'activity' },
  // A cause: its donors' chart (alice.algo shows the badges and the donations given).
  { path: '/name/bob.algo', ready: 'donation-total' },
  { path: '/name/forsale.algo', ready: 'sale-price' },
  { path: '/name/xss.algo', ready: 'profile-bio' },
  { path: '/name/nobodyhasthis42.algo', ready: 'quote' },
  { path: `/address/${TEST_ADDRESS}`, ready: 'name-card' },
  { path: '/my-names', ready: 'connect-prompt', connected: 'name-card' },
  { path: '/marketplace', ready: 'name-card' },
  { path: '/stats', ready: 'market-totals' },
  { path: '/marketplace?view=sales', ready: 'recent-sales' },
  { path: '/marketplace?view=auction', ready: 'auction-compact' },
  { path: '/marketplace?view=expiring', ready: 'name-card' },
  { path: '/name/market.algo', ready: 'sales-history' },
  { path: '/name/expired.algo', ready: 'auction-schedule' },
  { path: '/name/a1ice.algo', ready: 'lookalike-warning' },
  { path: '/watchlist', ready: 'watchlist-count' },
  { path: '/pay/rnarket.algo?amount=2.5', ready: 'pay-qr' },
  { path: '/pay/bob.algo?amount=lots', ready: 'pay-problem' },
]

type Impact = NonNullable<axe.ImpactValue>
type AxeWindow = { axe?: typeof axe }

/**
 * axe-core's violations on the page now (serious and critical unless `impacts` says), within
 * `include` (a selector; the whole page by default), with the rule that a control's name contains
 * the words it shows (off in axe by default) turned on. axe-core is injected once per document and
 * run in place: @axe-core/playwright injects it again and finishes each run in a new page, about
 * 1.2 renderer-seconds a scan against 0.35 (the app has no frames for it to visit).
 */
export async function axeViolations(
  page: Page,
  { include, impacts = ['serious', 'critical'] }: { include?: string; impacts?: readonly Impact[] } = {},
) {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source)
  return page.evaluate(
    async ([selector, kept]) => {
      const { violations } = await (window as AxeWindow).axe!.run(selector ? { include: [selector] } : document, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
        iframes: false,
      })
      return violations
        .filter((v) => v.impact && kept.includes(v.impact))
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
    },
    [include, impacts] as const,
  )
}

/** What is wrong with the picture of the page now (pictureFaults.ts): its controls, then its text. */
export async function pictureFaultsOn(page: Page): Promise<PictureFault[]> {
  return [...(await page.evaluate(controlFaults)), ...(await page.evaluate(textFaults))]
}
