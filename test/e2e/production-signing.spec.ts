/**
 * The group check lives in the app, not in the mock: on the mainnet production build, with the
 * API and algod answered by the test and an injected ARC-1 wallet (Exodus's window.algorand),
 * a tampered purchase group is refused before the wallet is asked, and an honest one is shown
 * with its decoded total, sent to the wallet for the acting account's entry only, and the
 * wallet's answer is checked before anything is submitted.
 */
import type { Page, Route } from '@playwright/test'
import algosdk from 'algosdk'
import { NETWORKS } from '../../src/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '../../src/mocks/accounts'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { ATTACKER, suggestedParamsFor } from '../../src/mocks/groups'
import { encodeTxnGroup } from '../../src/names/api/txnGroup'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import { short } from './pagesKit'

const net = NETWORKS.mainnet
const API = net.apiBase
const ALGOD = net.algod.server
const ME = TEST_ACCOUNT.address
const ROUND = 50_000_000n
const PRICE = 50_000_000n
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
const record = { ...buildNameFixtures(Date.now()).find((r) => r.name === 'forsale.algo')! }

/** The purchase group the service would build: the buyer pays the name's contract and calls it. */
function purchaseGroup(payTo: string): string {
  const suggestedParams = suggestedParamsFor(net, ROUND)
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: ME,
    receiver: payTo,
    amount: PRICE,
    suggestedParams,
  })
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: OTHER_ACCOUNT.address,
    appIndex: record.appID!,
    suggestedParams,
  })
  algosdk.assignGroupID([pay, call])
  return encodeTxnGroup([
    { kind: 'u', bytes: algosdk.encodeUnsignedTransaction(pay) },
    { kind: 's', bytes: call.signTxn(algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic).sk) },
  ])
}

function json(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body) })
}

async function serve(page: Page, group: string, submitted: string[]) {
  await page.route(`${API}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    if (pathname === '/nfd/forsale.algo') return json(route, record)
    if (pathname === '/nfd/purchase/forsale.algo') return json(route, group)
    if (pathname === '/nfd/activity') return json(route, [])
    return json(route, { nfds: [], total: 0 })
  })
  await page.route(`${ALGOD}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    const body = (model: algosdk.Encodable) =>
      route.fulfill({ headers: CORS, contentType: 'application/json', body: algosdk.encodeJSON(model) })
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    if (pathname === '/v2/transactions') {
      submitted.push(pathname)
      return json(route, { message: 'not in this test' }, 400)
    }
    if (pathname === '/v2/transactions/params')
      return body(
        new algosdk.modelsv2.TransactionParametersResponse({
          consensusVersion: 'future',
          fee: 0,
          genesisHash: algosdk.base64ToBytes(net.genesisHash!),
          genesisId: net.genesisId,
          lastRound: ROUND,
          minFee: 1000,
        }),
      )
    return body(
      new algosdk.modelsv2.Account({
        address: ME,
        amount: 1_000_000_000n,
        amountWithoutPendingRewards: 1_000_000_000n,
        minBalance: 100_000n,
        pendingRewards: 0,
        rewards: 0,
        round: ROUND,
        status: 'Offline',
        totalAppsOptedIn: 0,
        totalAssetsOptedIn: 0,
        totalCreatedApps: 0,
        totalCreatedAssets: 0,
      }),
    )
  })
  await page.route('https://images.nf.domains/**', (route) => route.fulfill({ status: 404, headers: CORS }))
}

/**
 * Exodus's provider, faked in the page: it records what it is asked and answers with bytes that
 * are no signature, or (silent) never answers, as a wallet left open on another screen.
 */
async function injectWallet(page: Page, silent = false) {
  await page.addInitScript(
    ([address, never]) => {
      const calls: unknown[] = []
      Object.assign(window, {
        __walletCalls: calls,
        algorand: {
          enable: async () => ({ accounts: [address] }),
          signTxns: async (txns: { txn: string; signers?: string[] }[]) => {
            calls.push(txns)
            if (never) return new Promise(() => undefined)
            return txns.map((t) => (t.signers ? null : btoa('not a signature')))
          },
        },
      })
    },
    [ME, silent] as const,
  )
}

async function startBuy(page: Page) {
  await page.goto(`${BUILDS.mainnet}/name/forsale.algo`)
  await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Exodus/ })
    .click()
  await expect(page.getByTestId('account-menu-button')).toContainText(short(ME))
  await page.getByTestId('name-actions').getByRole('button', { name: 'Buy', exact: true }).click()
  const dialog = page.getByTestId('tx-dialog')
  await dialog.getByLabel(/I accept the NFD terms/).check()
  await dialog.getByTestId('tx-confirm').click()
  return dialog
}

const walletCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __walletCalls: unknown[] }).__walletCalls)

test('a tampered group is refused before the wallet is asked', async ({ page }) => {
  const submitted: string[] = []
  await injectWallet(page)
  await serve(page, purchaseGroup(ATTACKER), submitted)
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(
    `Refused: the transaction group from the name service would also pay 50 ALGO to ${short(ATTACKER)}. Nothing was signed.`,
  )
  expect(await walletCalls(page)).toEqual([])
  expect(submitted).toEqual([])
})

test("an honest group shows its decoded total; the wallet is asked for the buyer's entry only, and its answer is checked", async ({
  page,
}) => {
  const submitted: string[] = []
  await injectWallet(page)
  await serve(page, purchaseGroup(algosdk.getApplicationAddress(record.appID!).toString()), submitted)
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-total')).toHaveText('50.001 ALGO')
  expect(await walletCalls(page)).toEqual([])
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(/^Your wallet's answer was refused: /)
  const [request] = (await walletCalls(page)) as { txn: string; signers?: string[] }[][]
  expect(request!.map((t) => t.signers)).toEqual([undefined, []])
  expect(submitted).toEqual([])
})

test('a wallet that never answers: Cancel returns to review and says to dismiss the request there', async ({
  page,
}) => {
  const submitted: string[] = []
  await injectWallet(page, true)
  await serve(page, purchaseGroup(algosdk.getApplicationAddress(record.appID!).toString()), submitted)
  const dialog = await startBuy(page)
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'sign')
  await expect.poll(async () => (await walletCalls(page)).length).toBe(1)
  await dialog.getByTestId('tx-cancel-sign').click()
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await expect(dialog.getByTestId('tx-notice')).toHaveText(/If your wallet still shows the request, dismiss it there/)
  expect(submitted).toEqual([])
})
