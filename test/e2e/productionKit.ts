/**
 * For tests on the public production builds: the public networks' hosts answered by the test
 * (nothing is reachable here), the header's wallet connect, and a purchase on mainnet served by
 * the test up to the wallet's signature.
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test'
import algosdk from 'algosdk'
import * as sdk from 'algosdk'
import { NETWORKS, PUBLIC_NETWORKS, type NetworkId } from '../../src/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '../../src/mocks/accounts'
import { applicationOf, registryValueOf } from '../../src/mocks/chainState'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { suggestedParamsFor } from '../../src/mocks/groups'
import { encodeTxnGroup } from '../../src/names/api/txnGroup'
import { encodeCall, type AbiValue } from '../../src/names/transactions/check/appCalls'
import type { MethodName } from '../../src/names/transactions/check/contractMethods'
import type { NfdRecord } from '../../src/names/api/types'
import { BUILDS } from './builds'
import { short } from './pagesKit'

/** Each public network's name-service API origin, and the network it belongs to. */
export const API_ORIGINS = new Map<string, NetworkId>(
  PUBLIC_NETWORKS.map((id) => [new URL(NETWORKS[id].apiBase).origin, id]),
)
const ALGOD_ORIGINS = new Set(PUBLIC_NETWORKS.map((id) => new URL(NETWORKS[id].algod.server).origin))
const CORS = { 'Access-Control-Allow-Origin': '*' }

/** Empty lists from every public API and "not found" from every algod, unless a test answers first. */
export async function answerPublicNetworks(page: Page): Promise<void> {
  await page.route(
    (url) => API_ORIGINS.has(url.origin),
    (route) => route.fulfill({ json: { nfds: [], total: 0 }, headers: CORS }),
  )
  await page.route(
    (url) => ALGOD_ORIGINS.has(url.origin),
    (route) => route.fulfill({ status: 404, json: { message: 'no' }, headers: CORS }),
  )
}

/** Opens the connect dialog from the header and picks `wallet`. */
export async function connectFromHeader(page: Page, wallet: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: wallet }).click()
}

// ---- a purchase on mainnet, up to the wallet ----------------------------------------------
const net = NETWORKS.mainnet
const API = net.apiBase
const ALGOD = net.algod.server
export const ME = TEST_ACCOUNT.address
const ROUND = 50_000_000n
const PRICE = 50_000_000n
const SIGNING_CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
export const record = { ...buildNameFixtures(Date.now()).find((r) => r.name === 'forsale.algo')! }

/** One ARC-4 call by the user on mainnet, as the service builds it (its fee covers its inner transactions). */
export interface CallSpec {
  app: number
  method: MethodName
  args: AbiValue[]
  accounts?: string[]
  assets?: number[]
  apps?: number[]
  /** Inner transactions it makes. */
  inner?: number
}

/** The user's transactions, then the service's own signed entry (a registry call that changes nothing). */
function groupOf(user: algosdk.Transaction[]): string {
  const suggestedParams = suggestedParamsFor(net, ROUND)
  const service = algosdk.makeApplicationNoOpTxnFromObject({
    sender: OTHER_ACCOUNT.address,
    appIndex: net.registryAppId,
    appArgs: encodeCall(sdk, 'registry', 'arc4', 'gas', []),
    suggestedParams,
  })
  algosdk.assignGroupID([...user, service])
  return encodeTxnGroup([
    ...user.map((txn) => ({ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(txn) })),
    { kind: 's', bytes: service.signTxn(algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic).sk) },
  ])
}

function callOf({ app, method, args, accounts = [], assets = [], apps = [], inner = 0 }: CallSpec) {
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender: ME,
    appIndex: app,
    appArgs: encodeCall(sdk, app === net.registryAppId ? 'registry' : 'name', 'arc4', method, args),
    accounts,
    foreignAssets: assets,
    foreignApps: apps,
    suggestedParams: { ...suggestedParamsFor(net, ROUND), fee: 1000n * BigInt(1 + inner) },
  })
}

/** An owner's group: one call to the name's contract (or the registry), then the service's entry. */
export const callGroup = (call: CallSpec): string => groupOf([callOf(call)])

/** The purchase group the service would build: the buyer pays the name's contract, then calls it. */
export function purchaseGroup(payTo: string): string {
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: ME,
    receiver: payTo,
    amount: PRICE,
    suggestedParams: suggestedParamsFor(net, ROUND),
  })
  const purchase = callOf({
    app: record.appID!,
    method: 'purchase',
    args: [],
    assets: [record.asaID!],
    apps: [net.registryAppId],
    inner: 4,
  })
  return groupOf([pay, purchase])
}

function json(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, headers: SIGNING_CORS, contentType: 'application/json', body: JSON.stringify(body) })
}

/**
 * Serves forsale.algo and its purchase `group` on mainnet; submissions are recorded and refused.
 * algod answers as the chain would for the honest record (its registry box and contract state);
 * the API answers `apiRecord`, which a test may make differ from it. Write requests are recorded.
 */
export async function serve(
  page: Page,
  group: string,
  submitted: string[],
  {
    chainRecord = record,
    apiRecord = chainRecord,
    writePath = `/nfd/purchase/${chainRecord.name}`,
    requested = [],
  }: { chainRecord?: NfdRecord; apiRecord?: NfdRecord; writePath?: string; requested?: string[] } = {},
) {
  await page.route(`${API}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: SIGNING_CORS })
    if (pathname === `/nfd/${chainRecord.name}`) return json(route, apiRecord)
    if (pathname === writePath) {
      requested.push(pathname)
      return json(route, group)
    }
    if (pathname === '/nfd/activity') return json(route, [])
    return json(route, { nfds: [], total: 0 })
  })
  await page.route(`${ALGOD}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    const body = (model: algosdk.Encodable) =>
      route.fulfill({ headers: SIGNING_CORS, contentType: 'application/json', body: algosdk.encodeJSON(model) })
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: SIGNING_CORS })
    if (pathname === '/v2/transactions') {
      submitted.push(pathname)
      return json(route, { message: 'not in this test' }, 400)
    }
    if (pathname === `/v2/applications/${net.registryAppId}/box`)
      return body(
        new algosdk.modelsv2.Box({ name: new Uint8Array(32), round: ROUND, value: registryValueOf(chainRecord) }),
      )
    if (pathname === `/v2/applications/${chainRecord.appID}`)
      return body(applicationOf(chainRecord.appID!, chainRecord))
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
  await page.route('https://images.nf.domains/**', (route) => route.fulfill({ status: 404, headers: SIGNING_CORS }))
}

/** Opens `name` on mainnet and connects `wallet`. */
async function openConnected(page: Page, name: string, wallet: RegExp): Promise<void> {
  await page.goto(`${BUILDS.mainnet}/name/${name}`)
  await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: wallet }).click()
  await expect(page.getByTestId('account-menu-button')).toContainText(short(ME))
}

/** The owner's name on mainnet (the chain agrees with it), for the Manage actions. */
export const ownedRecord = { ...buildNameFixtures(Date.now()).find((r) => r.name === 'alice.algo')! }

/** Opens alice.algo on mainnet as its owner, runs a Manage action with these values, up to the group's review. */
export async function startManage(page: Page, label: string, fill: [string, string][]): Promise<Locator> {
  await openConnected(page, ownedRecord.name, /Exodus/)
  const actions = page.getByTestId('name-actions')
  await actions.getByTestId('manage-button').click()
  await actions.getByRole('button', { name: label, exact: true }).click()
  const dialog = page.getByTestId('tx-dialog')
  for (const [field, value] of fill) await dialog.getByLabel(field, { exact: true }).fill(value)
  await dialog.getByTestId('tx-confirm').click()
  return dialog
}

/** Opens forsale.algo on mainnet, connects `wallet` and starts buying it, up to the group's review. */
export async function startBuy(page: Page, wallet: RegExp = /Exodus/): Promise<Locator> {
  await openConnected(page, 'forsale.algo', wallet)
  await page.getByTestId('name-actions').getByRole('button', { name: 'Buy', exact: true }).click()
  const dialog = page.getByTestId('tx-dialog')
  await dialog.getByLabel(/I accept the NFD terms/).check()
  await dialog.getByTestId('tx-confirm').click()
  return dialog
}

/** The honest payee of the purchase: the name's own contract. */
const honestPayee = () => algosdk.getApplicationAddress(record.appID!).toString()

/** Serves the purchase as the service builds it honestly (the buyer pays the name's contract). */
export const serveHonestPurchase = (page: Page, submitted: string[]) =>
  serve(page, purchaseGroup(honestPayee()), submitted)
