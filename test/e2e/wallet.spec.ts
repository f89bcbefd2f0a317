import type { Page, Route } from '@playwright/test'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import { OTHER_ACCOUNT } from '../../src/mocks/accounts'
import { STORAGE_KEY } from '../../src/wallet/persist'
import { answerWallet, short, TEST_ADDRESS } from './pagesKit'

// The mock network's throwaway account the mnemonic wallet connects by default, as the app shows it.
const SHORT = short(TEST_ADDRESS)

async function connectMnemonic(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' })
  await picker.getByRole('button', { name: /Mnemonic/ }).click()
  const words = page.getByRole('dialog', { name: 'Mnemonic wallet' })
  // Prefilled with the test account in the mock build.
  await expect(words.getByLabel('25-word mnemonic')).toHaveValue(/^scene during/)
  await words.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByTestId('account-menu-button')).toContainText(SHORT)
}

test.describe('mock build', () => {
  test('connect the mnemonic wallet, reload, still connected @phone', async ({ page }) => {
    await page.goto('/')
    await connectMnemonic(page)
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? 'null')
    expect(stored).toEqual({
      version: 2,
      data: {
        wallets: {
          mnemonic: {
            accounts: [{ name: 'Mnemonic Account 1', address: TEST_ADDRESS }],
            activeAccount: { name: 'Mnemonic Account 1', address: TEST_ADDRESS },
          },
        },
        activeWallet: 'mnemonic',
        activeNetwork: 'mock',
      },
    })
    await page.reload()
    await expect(page.getByTestId('account-menu-button')).toContainText(SHORT)
    // The menu: full address, then disconnect.
    await page.getByTestId('account-menu-button').click()
    await expect(page.getByTestId('active-address')).toHaveText(TEST_ADDRESS)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  })

  test('corrupt stored state: reload, the app works with the state reset', async ({ page }) => {
    await page.goto('/')
    await connectMnemonic(page)
    await page.evaluate(
      (k) =>
        localStorage.setItem(
          k,
          '{"wallets":{"mnemonic":{"accounts":[{"name":"x","address":"NOT-AN-ADDRESS"}]}},"activeWallet":"mnemonic"}',
        ),
      STORAGE_KEY,
    )
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
    await expect(page.getByTestId('header-title')).toBeVisible()
    await expect
      .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? 'null'))
      .toEqual({ version: 2, data: { wallets: {}, activeWallet: null, activeNetwork: 'mock' } })
    // And connecting again works.
    await connectMnemonic(page)
  })

  test('a stored account with a bad checksum: reload, it is discarded, never shown as connected', async ({ page }) => {
    await page.goto('/')
    await connectMnemonic(page)
    // The right shape (58 base32 characters), a wrong checksum.
    const account = { name: 'Mnemonic Account 1', address: TEST_ADDRESS.slice(0, -1) + 'A' }
    const state = { wallets: { mnemonic: { accounts: [account], activeAccount: account } }, activeWallet: 'mnemonic' }
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
      STORAGE_KEY,
      JSON.stringify({ ...state, activeNetwork: 'mock' }),
    ] as const)
    await page.reload()
    await expect
      .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? 'null'))
      .toEqual({ version: 2, data: { wallets: {}, activeWallet: null, activeNetwork: 'mock' } })
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0)
  })

  test('the connect dialog traps focus, closes with Escape and gives focus back @phone', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Connect wallet' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("sign a group built in the page: only the active account's unsigned txn is signed", async ({ page }) => {
    await page.goto('/')
    await connectMnemonic(page)
    const signing = page.evaluate(() => window.__walletHarness!.signDemoGroup())
    // The wallet asks first and shows only what it will sign: 1 of the group of 4.
    const prompt = page.getByRole('dialog', { name: 'Sign 1 transaction?' })
    await expect(prompt).toContainText('1 of a group of 4')
    await expect(prompt.getByTestId('sign-request-txn')).toHaveText(
      /^Payment #1From3XXDT4\.\.\.XBZ4ToU65ZQA\.\.\.NE2QAmount0 ALGOFee0\.001 ALGO$/,
    )
    await answerWallet(page, 'Approve')
    // [mine, foreign sender, already signed (sig), delegated lsig]
    expect(await signing).toEqual({ signedIndexes: [0], verified: [true] })
  })

  test('rejecting in the wallet makes the signing fail as a refusal', async ({ page }) => {
    await page.goto('/')
    await connectMnemonic(page)
    const signing = page.evaluate(() =>
      window.__walletHarness!.signDemoGroup().then(
        () => 'signed',
        (e: Error) => e.message,
      ),
    )
    await answerWallet(page, 'Reject')
    expect(await signing).toBe('Transaction Request Rejected')
    await expect(page.getByTestId('account-menu-button')).toContainText(SHORT)
  })

  test('two tabs stay in sync', async ({ page, context }) => {
    await page.goto('/')
    const other = await context.newPage()
    await other.goto('/')
    await expect(other.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
    await connectMnemonic(page)
    await expect(other.getByTestId('account-menu-button')).toContainText(SHORT)
    // The other tab can sign too: it resumes the session on demand, and asks in that tab.
    const signing = other.evaluate(() => window.__walletHarness!.signDemoGroup())
    await answerWallet(other, 'Approve')
    expect(await signing).toEqual({ signedIndexes: [0], verified: [true] })
    await page.getByTestId('account-menu-button').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(other.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  })

  test("an account another tab wrote is not shown until this tab's wallet holds it", async ({ page, context }) => {
    await page.goto('/')
    const other = await context.newPage()
    await other.goto('/')
    await connectMnemonic(page)
    await expect(other.getByTestId('account-menu-button')).toContainText(SHORT)
    // Written as another tab would: the held account renamed (a sign that the write arrived), and
    // an account this tab's mnemonic wallet does not hold, made active.
    await page.evaluate(
      ([key, address]) => {
        // The wallet state as the app stores it: a versioned document, `{ version, data }`.
        const doc = JSON.parse(localStorage.getItem(key)!) as {
          data: { wallets: Record<string, { accounts: { address: string; name: string }[]; activeAccount: unknown }> }
        }
        const session = Object.values(doc.data.wallets)[0]!
        session.accounts[0]!.name = 'Renamed'
        const stranger = { address, name: 'Stranger' }
        session.accounts.push(stranger)
        session.activeAccount = stranger
        localStorage.setItem(key, JSON.stringify(doc))
      },
      [STORAGE_KEY, OTHER_ACCOUNT.address] as const,
    )
    await expect(other.getByTestId('account-menu-button')).toHaveAccessibleName(`Account Renamed ${SHORT}`)
    await other.getByTestId('account-menu-button').click()
    await expect(other.getByTestId('active-address')).toHaveText(TEST_ADDRESS)
    await expect(other.getByText('Switch account')).toBeHidden()
  })
})

test.describe('localnet build: KMD', () => {
  test('connects the KMD wallet against a mocked KMD and algod', async ({ page }) => {
    const calls: string[] = []
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    }
    const json = (route: Route, body: unknown) =>
      route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(body) })
    await page.route('http://localhost:4002/**', async (route) => {
      const request = route.request()
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      const path = new URL(request.url()).pathname
      calls.push(`kmd ${request.method()} ${path}`)
      if (path === '/v1/wallets')
        return json(route, {
          wallets: [
            { id: 'w-1', name: 'unencrypted-default-wallet' },
            { id: 'w-2', name: 'other' },
          ],
        })
      if (path === '/v1/wallet/init') {
        expect(request.postDataJSON()).toEqual({ wallet_id: 'w-1', wallet_password: '' })
        return json(route, { wallet_handle_token: 'handle-1' })
      }
      if (path === '/v1/key/list') return json(route, { addresses: [TEST_ADDRESS] })
      if (path === '/v1/wallet/release') return json(route, {})
      return route.fulfill({ status: 404, headers: cors, body: 'not mocked' })
    })
    await page.route('http://localhost:4001/**', async (route) => {
      const request = route.request()
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      const url = new URL(request.url())
      calls.push(`algod ${request.method()} ${url.pathname}${url.search}`)
      if (url.pathname === `/v2/accounts/${TEST_ADDRESS}`) {
        return json(route, {
          address: TEST_ADDRESS,
          amount: 5_000_000,
          'amount-without-pending-rewards': 5_000_000,
          'min-balance': 100_000,
          'pending-rewards': 0,
          rewards: 0,
          round: 10,
          status: 'Offline',
          'total-apps-opted-in': 0,
          'total-assets-opted-in': 0,
          'total-created-apps': 0,
          'total-created-assets': 0,
        })
      }
      return route.fulfill({
        status: 404,
        headers: cors,
        contentType: 'application/json',
        body: '{"message":"not mocked"}',
      })
    })
    await page.goto(`${BUILDS.localnet}/`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: /KMD/ }).click()
    await expect(page.getByTestId('account-menu-button')).toContainText(SHORT)
    expect(calls).toEqual(
      expect.arrayContaining([
        'kmd GET /v1/wallets',
        'kmd POST /v1/wallet/init',
        'kmd POST /v1/key/list',
        'kmd POST /v1/wallet/release',
      ]),
    )
    // The auth address lookup: account info with exclude=all.
    await expect
      .poll(() =>
        calls.some((c) => c.startsWith(`algod GET /v2/accounts/${TEST_ADDRESS}`) && c.includes('exclude=all')),
      )
      .toBe(true)
    // KMD keeps no session: a reload resumes by listing the keys again.
    await page.reload()
    await expect(page.getByTestId('account-menu-button')).toContainText(SHORT)
  })
})
