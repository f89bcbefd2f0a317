/**
 * An injected wallet on the mainnet production build, with the CSP enforced: a fake Exodus
 * provider (window.algorand) is put in the page before the app runs. Every call it gets goes to
 * the test, so a prompt at startup would show; signing is answered by the test. A page loaded
 * after `goneFromNextLoad` gets no provider (the extension removed).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { rejectedNotice } from '../../src/names/transactions/flow/machine'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { ME, answerPublicNetworks, connectFromHeader, serveHonestPurchase, startBuy } from './productionKit'

type Txns = { txn: string; signers?: string[] }[]
type SignAnswer = { stxns: (string | null)[] } | { error: { code: number; message: string } }

interface FakeExodus {
  /** Every method called, in order. */
  calls: string[]
  /** What the next signing gets. */
  sign: (txns: Txns) => SignAnswer
}

const GONE_KEY = 'test:exodus-gone'
/** From the next page load on, the page has no provider. */
const goneFromNextLoad = (page: Page) => page.evaluate((key) => sessionStorage.setItem(key, '1'), GONE_KEY)

async function fakeExodus(context: BrowserContext): Promise<FakeExodus> {
  const exodus: FakeExodus = { calls: [], sign: () => ({ stxns: [] }) }
  await context.exposeBinding('__exodusCall', (_source, method: string, txns?: Txns) => {
    exodus.calls.push(method)
    return method === 'signTxns' ? exodus.sign(txns ?? []) : null
  })
  await context.addInitScript(
    ([address, goneKey]) => {
      type Call = (method: string, txns?: unknown) => Promise<{ stxns?: unknown; error?: unknown } | null>
      const call = (window as unknown as { __exodusCall: Call }).__exodusCall
      const provider = {
        isConnected: false,
        async enable() {
          await call('enable')
          provider.isConnected = true
          return { accounts: [address] }
        },
        async signTxns(txns: unknown) {
          const answer = await call('signTxns', txns)
          if (answer?.error) throw answer.error
          return answer?.stxns
        },
        async disconnect() {
          await call('disconnect')
        },
      }
      if (!sessionStorage.getItem(goneKey)) (window as unknown as { algorand: unknown }).algorand = provider
    },
    [ME, GONE_KEY] as const,
  )
  return exodus
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account Exodus Account 1/ })

/** Exodus faked in the page and connected from the header on the mainnet build. */
async function connectedExodus(page: Page, context: BrowserContext): Promise<FakeExodus> {
  const exodus = await fakeExodus(context)
  await answerPublicNetworks(page)
  await page.goto(`${BUILDS.mainnet}/`)
  await connectFromHeader(page, /Exodus/)
  await expect(accountButton(page)).toBeVisible()
  return exodus
}

test('Exodus: connects, resumes after a reload without a prompt, and is let go on a network without it', async ({
  page,
  context,
}) => {
  const exodus = await connectedExodus(page, context)
  expect(exodus.calls).toEqual(['enable'])

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  expect(exodus.calls).toEqual(['enable'])

  await page.getByRole('combobox', { name: 'Network' }).selectOption('testnet')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect.poll(() => exodus.calls).toEqual(['enable', 'disconnect'])
})

test('Exodus: a refusal returns the purchase to review and nothing is sent; disconnect from the menu tells the provider', async ({
  page,
  context,
}) => {
  const exodus = await fakeExodus(context)
  exodus.sign = () => ({ error: { code: 4001, message: 'User Rejected Request' } })
  const submitted: string[] = []
  await serveHonestPurchase(page, submitted)

  const dialog = await startBuy(page, /Exodus/)
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await expect(dialog.getByTestId('tx-notice')).toHaveText(rejectedNotice())
  expect(exodus.calls).toEqual(['enable', 'signTxns'])
  expect(submitted).toEqual([])

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByTestId('account-menu-button').click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' }).first()).toBeEnabled()
  await expect.poll(() => exodus.calls.at(-1)).toBe('disconnect')
})

test('Exodus: the provider gone after a reload (extension removed): the app shows Connect wallet, not a stale account', async ({
  page,
  context,
}) => {
  const exodus = await connectedExodus(page, context)

  await goneFromNextLoad(page)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
  await expect(accountButton(page)).toBeHidden()
  expect(exodus.calls).toEqual(['enable'])
})
