/**
 * For tests on the public production builds: the public networks' hosts answered by the test
 * (nothing is reachable here), the header's wallet connect, and a purchase on mainnet served by
 * the test up to the wallet's signature.
 */
import { expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test'
import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import algosdk from 'algosdk'
import * as sdk from 'algosdk'
import { NETWORKS, PUBLIC_NETWORKS, type NetworkId } from '../../src/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '../../src/mocks/accounts'
import { applicationOf, registryValueOf } from '../../src/mocks/chainState'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { planLayout, suggestedParamsFor } from '../../src/mocks/groups'
import { searchRecords } from '../../src/mocks/searchWorld'
import { quote } from '../../src/mocks/pricing'
import { SERVICE_ADDRESS, SERVICE_SEED } from '../../src/mocks/serviceAccount'
import { splitMsgpackConcat } from '../../src/mocks/msgpackSplit'
import { encodeTxnGroup } from '../../src/names/api/txnGroup'
import { encodeCall, type AbiValue } from '../../src/names/transactions/check/appCalls'
import type { MethodName } from '../../src/names/transactions/check/contractMethods'
import { FakeBridge, FakePhone, bridgeConnection, type WalletTxn } from '../../src/testing/fakeWcBridge'
import { FakeRelaySocket, resetRelay } from '../../src/testing/fakeWcRelay'
import type { Arc1Transaction } from '../../src/wallet/adapters/arc1'
import type { NfdRecord } from '../../src/names/api/types'
import type { ReferenceStep } from '../../src/names/transactions/reference/layout'
import { BUILDS } from './builds'
import { short } from './pagesKit'
import { scanQrCode } from './qr'

/**
 * Where a test answers requests: a page, or its context, which also sees the requests a page
 * controlled by a service worker sends through it (the production builds' offline worker).
 */
type Answerer = Page | BrowserContext

/** Each public network's name-service API origin, and the network it belongs to. */
export const API_ORIGINS = new Map<string, NetworkId>(
  PUBLIC_NETWORKS.map((id) => [new URL(NETWORKS[id].apiBase).origin, id]),
)
export const ALGOD_ORIGINS = new Set(PUBLIC_NETWORKS.map((id) => new URL(NETWORKS[id].algod.server).origin))
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
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: wallet }).click()
}

/** An ARC-1 extension wallet (Exodus's window.algorand) holding `address`, for reading: it never signs. */
export async function injectReadOnlyWallet(page: Page, address: string): Promise<void> {
  await page.addInitScript((account) => {
    Object.assign(window, { algorand: { enable: async () => ({ accounts: [account] }), signTxns: async () => [] } })
  }, address)
}

/**
 * `network`'s API answers the search for `owner`'s names from `records`, with its filters, sorts and
 * real paging (limit 1–200, offset, total); other searches fall through. Returns the URLs asked.
 */
export async function servePortfolio(
  page: Answerer,
  network: NetworkId,
  owner: string,
  records: readonly NfdRecord[],
): Promise<string[]> {
  const search = `${NETWORKS[network].apiBase}/nfd/v2/search`
  const asked: string[] = []
  await page.route(
    (url) => url.href.startsWith(search),
    (route) => {
      const q = new URL(route.request().url()).searchParams
      if (q.get('owner') !== owner) return route.fallback()
      asked.push(route.request().url())
      const limit = Number(q.get('limit') ?? 50)
      const offset = Number(q.get('offset') ?? 0)
      if (!(limit >= 1 && limit <= 200))
        return route.fulfill({ status: 400, json: { message: 'limit' }, headers: CORS })
      const all = searchRecords(records, q)
      return route.fulfill({ json: { nfds: all.slice(offset, offset + limit), total: all.length }, headers: CORS })
    },
  )
  return asked
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

/** The user's transactions, then the service's own signed entry (a registry call that changes nothing), grouped. */
function grouped(user: algosdk.Transaction[]) {
  const suggestedParams = suggestedParamsFor(net, ROUND)
  const service = algosdk.makeApplicationNoOpTxnFromObject({
    sender: SERVICE_ADDRESS,
    appIndex: net.registryAppId,
    appArgs: encodeCall(sdk, 'registry', 'arc4', 'gas', []),
    suggestedParams,
  })
  const txns = [...user, service]
  algosdk.assignGroupID(txns)
  const body = encodeTxnGroup([
    ...user.map((txn) => ({ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(txn) })),
    { kind: 's', bytes: service.signTxn(algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(SERVICE_SEED)).sk) },
  ])
  return { body, txIds: txns.map((txn) => txn.txID()) }
}

const groupOf = (user: algosdk.Transaction[]): string => grouped(user).body

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

/**
 * An action's honest group on mainnet as the service builds it from the SDK's layout
 * (src/names/transactions/reference), about `name` if it exists (its contract, its version's call layout): the
 * encoded reply, and its transactions' ids (grouped) to compare what is submitted with.
 */
export function layoutGroup(steps: readonly ReferenceStep[], name?: NfdRecord) {
  const apps = {
    nameApp: BigInt(name?.appID ?? 0),
    registryApp: BigInt(net.registryAppId),
    version: name?.properties?.internal?.ver ?? '',
  }
  return grouped(planLayout(ME, steps, apps, suggestedParamsFor(net, ROUND)).map(({ txn }) => txn))
}

/** The signed group algod received last: each transaction's id, and whether it carries a signature. */
export function submittedGroup(submitted: readonly Uint8Array[]) {
  return splitMsgpackConcat(submitted.at(-1) ?? new Uint8Array())
    .map((bytes) => algosdk.decodeSignedTransaction(bytes))
    .map((stxn) => ({ txId: stxn.txn.txID(), signed: stxn.sig !== undefined }))
}

/** mainnet's API answers each of these write paths (and methods) with its group; the paths asked go to `requested`. */
export async function serveWrites(page: Page, writes: Record<string, string>, requested: string[]) {
  await page.route(
    (url) => url.origin === new URL(API).origin && url.pathname in writes,
    (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback()
      const { pathname } = new URL(route.request().url())
      requested.push(pathname)
      return json(route, writes[pathname])
    },
  )
}

function json(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, headers: SIGNING_CORS, contentType: 'application/json', body: JSON.stringify(body) })
}

/** ME's account as algod describes it: 1,000 ALGO, not rekeyed. */
const myAccount = () =>
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
  })

/**
 * mainnet's algod answers ME's account holding `amount` of `token` (its asset, with its params),
 * as the vault actions read the sender's holdings.
 */
export async function answerMyHolding(
  page: Page,
  token: { id: number; name: string; unitName: string; decimals: number; total: bigint },
  amount: bigint,
) {
  const { id, ...params } = token
  const holding = new algosdk.modelsv2.AssetHolding({ assetId: id, amount, isFrozen: false })
  const answer = (route: Route, model: algosdk.Encodable) =>
    route.fulfill({ headers: SIGNING_CORS, contentType: 'application/json', body: algosdk.encodeJSON(model) })
  await page.route(`${ALGOD}/v2/accounts/${ME}**`, (route) =>
    answer(route, new algosdk.modelsv2.Account({ ...myAccount(), assets: [holding], totalAssetsOptedIn: 1 })),
  )
  await page.route(`${ALGOD}/v2/assets/${id}`, (route) =>
    answer(
      route,
      new algosdk.modelsv2.Asset({ index: id, params: new algosdk.modelsv2.AssetParams({ ...params, creator: ME }) }),
    ),
  )
}

/** `network`'s algod answers ME's account (the app looks up its auth address once connected). */
export async function answerMyAccount(page: Page, network: NetworkId) {
  await page.route(`${NETWORKS[network].algod.server}/v2/accounts/${ME}**`, (route) =>
    route.fulfill({ headers: SIGNING_CORS, contentType: 'application/json', body: algosdk.encodeJSON(myAccount()) }),
  )
}

/**
 * Serves forsale.algo and its purchase `group` on mainnet; submissions are recorded and refused.
 * algod answers as the chain would for the honest record (its registry box and contract state);
 * the API answers `apiRecord`, which a test may make differ from it. Write requests are recorded.
 */
export async function serve(
  page: Answerer,
  group: string,
  submitted: string[],
  {
    chainRecord = record,
    apiRecord = chainRecord,
    writePath = `/nfd/purchase/${chainRecord.name}`,
    requested = [],
    simulate,
  }: {
    chainRecord?: NfdRecord
    apiRecord?: NfdRecord
    writePath?: string
    requested?: string[]
    /** algod's simulate answer (msgpack) for the request's body; without it algod has no simulate (404). */
    simulate?: ((body: Uint8Array) => Uint8Array) | undefined
  } = {},
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
    if (pathname === '/v2/transactions/simulate') {
      const request = route.request().postDataBuffer()
      if (!simulate || !request) return json(route, { message: 'Not Found' }, 404)
      const answer = Buffer.from(simulate(new Uint8Array(request)))
      return route.fulfill({ headers: SIGNING_CORS, contentType: 'application/msgpack', body: answer })
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
    return body(myAccount())
  })
  await page.route('https://images.nf.domains/**', (route) => route.fulfill({ status: 404, headers: SIGNING_CORS }))
}

/**
 * Opens `name` on mainnet and connects `wallet`. `pair` runs once the wallet is picked: what the
 * user then does in the wallet's own prompt.
 */
export async function openConnected(
  page: Page,
  name: string,
  wallet: RegExp,
  pair?: () => Promise<void>,
): Promise<void> {
  await page.goto(`${BUILDS.mainnet}/name/${name}`)
  await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: wallet }).click()
  await pair?.()
  await expect(page.getByTestId('account-menu-button')).toContainText(short(ME))
}

/** The owner's name on mainnet (the chain agrees with it), for the Manage actions. */
export const ownedRecord = { ...buildNameFixtures(Date.now()).find((r) => r.name === 'alice.algo')! }

/** Opens alice.algo on mainnet as its owner and a Manage action's dialog. */
export async function openManage(page: Page, label: string): Promise<Locator> {
  await openConnected(page, ownedRecord.name, /Exodus/)
  const actions = page.getByTestId('name-actions')
  await actions.getByTestId('manage-button').click()
  await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click()
  return page.getByTestId('tx-dialog')
}

/** Opens alice.algo on mainnet as its owner, runs a Manage action with these values, up to the group's review. */
export async function startManage(page: Page, label: string, fill: [string, string][]): Promise<Locator> {
  const dialog = await openManage(page, label)
  for (const [field, value] of fill) await dialog.getByLabel(field, { exact: true }).fill(value)
  await dialog.getByTestId('tx-confirm').click()
  return dialog
}

/** Opens forsale.algo on mainnet, connects `wallet` and starts buying it, up to the group's review. */
export async function startBuy(page: Page, wallet: RegExp = /Exodus/, pair?: () => Promise<void>): Promise<Locator> {
  await openConnected(page, 'forsale.algo', wallet, pair)
  await page.getByTestId('name-actions').getByRole('button', { name: 'Buy', exact: true }).click()
  const dialog = page.getByTestId('tx-dialog')
  await dialog.getByLabel(/I accept the NFD terms/).check()
  await dialog.getByTestId('tx-confirm').click()
  return dialog
}

/** The honest payee of the purchase: the name's own contract. */
const honestPayee = () => algosdk.getApplicationAddress(record.appID!).toString()

/** Serves the purchase as the service builds it honestly (the buyer pays the name's contract). */
export const serveHonestPurchase = (page: Answerer, submitted: string[]) =>
  serve(page, purchaseGroup(honestPayee()), submitted)

// ---- a phone on a WalletConnect v1 bridge ---------------------------------------------------
const CORS_JSON = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }

/**
 * The hosts Pera's and Defly's modals reach besides the bridge, answered by the test: the
 * wallet's bridge list (`servers`, or unreadable: the SDK then falls back to WalletConnect's
 * random bridge), its Lottie files and the Google Fonts stylesheet.
 */
export async function answerWalletHosts(page: Page, bridgeList: { url: string; servers: string[] | null }) {
  await page.route(bridgeList.url, (route) =>
    route.fulfill({
      headers: CORS_JSON,
      // Unreadable: not JSON.
      body: bridgeList.servers ? JSON.stringify({ servers: bridgeList.servers, silent: false }) : 'unavailable',
    }),
  )
  await page.route('https://s3.amazonaws.com/wc.perawallet.app/static/**', (route) =>
    route.fulfill({ headers: CORS_JSON, body: '{}' }),
  )
  await answerWalletFonts(page)
}

/** The Google Fonts stylesheets Pera's and Defly's SDKs add as they load (a preload is enough). */
export async function answerWalletFonts(page: Page) {
  await page.route(
    (url) => url.hostname === 'fonts.googleapis.com',
    (route) => route.fulfill({ contentType: 'text/css', body: '' }),
  )
}

/**
 * The link the QR code of Pera's or Defly's connect modal encodes, scanned from the screen once
 * the SDK has drawn it and it reads (the modal fades in).
 */
export async function scanWalletModal(page: Page, tag: 'pera' | 'defly'): Promise<string> {
  const qr = page.locator(`${tag}-wallet-connect-modal #${tag}-wallet-connect-modal-connect-qr-code`)
  await expect(qr.locator(':is(canvas, svg)')).toBeVisible()
  let text: string | null = null
  await expect(async () => {
    text = await scanQrCode(qr)
    expect(text, 'a readable QR code').not.toBeNull()
    // Under a loaded CI machine the modal's fade-in and drawing have taken over 10 s.
  }).toPass({ timeout: 25_000 })
  return text!
}

/** ME's signature on an entry of an `algo_signTxn` request, as a phone answers it (base64). */
function signAsMe(entry: WalletTxn): string {
  const txn = algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(entry.txn))
  return algosdk.bytesToBase64(txn.signTxn(algosdk.mnemonicToSecretKey(TEST_ACCOUNT.mnemonic).sk))
}

/**
 * A WalletConnect v1 bridge held by the test (the page's sockets to `bridgeHost` are routed to
 * it) and a phone on it holding ME, which signs the entries it is asked to sign. `bridgeUrls`
 * are the sockets the page opened.
 */
export async function phoneOnBridge(
  page: Page,
  bridgeHost: RegExp,
): Promise<{ phone: FakePhone; bridgeUrls: string[] }> {
  const bridge = new FakeBridge()
  const bridgeUrls: string[] = []
  await page.routeWebSocket(
    (url) => bridgeHost.test(url.host),
    (ws) => {
      bridgeUrls.push(ws.url())
      const connection = bridgeConnection((text) => ws.send(text), bridge)
      ws.onMessage((message) => connection.receive(String(message)))
      ws.onClose(() => connection.close())
    },
  )
  const phone = new FakePhone([ME], bridge)
  phone.answer = (txns) => txns.map((entry) => (!entry.signers || entry.signers.includes(ME) ? signAsMe(entry) : null))
  return { phone, bridgeUrls }
}

// ---- a phone on the WalletConnect v2 relay --------------------------------------------------
/** A key-value store in memory, for the phone's SignClient (no file, no browser storage). */
function memoryKeyValue() {
  const data = new Map<string, unknown>()
  return {
    getKeys: async () => [...data.keys()],
    getEntries: async <T>() => [...data.entries()] as [string, T][],
    getItem: async <T>(key: string) => data.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  }
}

/** The Verify service's signing key (ES256): its tokens say which origin asked for a pairing or a request. */
const VERIFY_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' })

/** The service's token for the page's request `id`: the origin, not a scam, verified; signed as JWS (r‖s). */
function attestationFor(query: URLSearchParams): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payload = {
    id: query.get('id'),
    origin: query.get('origin'),
    isScam: false,
    isVerified: true,
    exp: Math.floor(Date.now() / 1000) + 300,
  }
  const signed = `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}`
  const signature = sign('sha256', Buffer.from(signed), { key: VERIFY_KEY.privateKey, dsaEncoding: 'ieee-p1363' })
  return `${signed}.${signature.toString('base64url')}`
}

/** The phone's sign client asks the Verify service for its public key (this process's fetch); the test answers. */
function phoneFetchesVerifyKey(): void {
  const scope = globalThis as { fetch: typeof fetch; verifyAnswered?: true }
  if (scope.verifyAnswered) return
  scope.verifyAnswered = true
  const network = scope.fetch
  const publicKey = { ...VERIFY_KEY.publicKey.export({ format: 'jwk' }), key_ops: ['verify'], ext: true }
  scope.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input) === 'https://verify.walletconnect.org/v3/public-key'
      ? Promise.resolve(Response.json({ publicKey, expiresAt: Math.floor(Date.now() / 1000) + 3600 }))
      : network(input, init)
}

/**
 * The WalletConnect relay held by the test (the page's sockets to it are routed to a fake relay
 * in memory) and a phone on it: a real wallet-side SignClient holding ME on `network`, which
 * approves the proposal it pairs with and signs the entries it is asked to sign.
 */
export async function phoneOnRelay(page: Page, network: NetworkId) {
  const relay = resetRelay()
  await page.routeWebSocket(/^wss:\/\/relay\.walletconnect\.org\//, (ws) => {
    const socket = new FakeRelaySocket(ws.url())
    const waiting: string[] = []
    socket.onopen = () => waiting.splice(0).forEach((text) => socket.send(text))
    socket.onmessage = ({ data }) => ws.send(data)
    ws.onMessage((message) => (socket.readyState === 1 ? socket.send(String(message)) : waiting.push(String(message))))
    ws.onClose(() => socket.close())
  })
  // The Verify API as its service answers: the attestation frame posts a token for the asking page,
  // which the phone checks with the service's public key. An empty frame kept the app's SDK waiting
  // its 5 s limit for the token, at the pairing and again at the signing.
  await page.route('https://verify.walletconnect.org/**', (route) => {
    const url = new URL(route.request().url())
    if (route.request().resourceType() !== 'document' || !url.pathname.endsWith('/attestation'))
      return route.fulfill({ status: 404, headers: CORS_JSON, body: '{}' })
    const message = { type: 'verify_attestation', attestation: attestationFor(url.searchParams) }
    return route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.postMessage(${JSON.stringify(JSON.stringify(message))}, '*')</script>`,
    })
  })
  phoneFetchesVerifyKey()
  await page.route('https://pulse.walletconnect.org/**', (route) => route.fulfill({ headers: CORS_JSON, body: '{}' }))

  // The phone's socket: the fake relay's own, in this process (set before the SDK first loads).
  const scope = globalThis as { WebSocket?: unknown }
  scope.WebSocket ??= FakeRelaySocket
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: 'test-project',
    customStoragePrefix: `phone-${Date.now()}`,
    storage: memoryKeyValue(),
    metadata: { name: 'Phone', description: '', url: 'https://phone.example', icons: [] },
  })
  const chain = NETWORKS[network].caipChainId!
  const requests: Arc1Transaction[][] = []
  // What the Verify API told the phone about the page that asked, pairing and each request.
  const verified: { origin: string; validation: string }[] = []
  const told = ({ verified: { origin, validation } }: { verified: { origin: string; validation: string } }) =>
    verified.push({ origin, validation })
  client.on('session_proposal', ({ id, verifyContext }) => {
    told(verifyContext)
    void client.approve({
      id,
      namespaces: { algorand: { accounts: [`${chain}:${ME}`], methods: ['algo_signTxn'], events: [] } },
    })
  })
  client.on('session_request', ({ id, topic, params, verifyContext }) => {
    told(verifyContext)
    const txns = (params.request.params as Arc1Transaction[][])[0]!
    requests.push(txns)
    const result = txns.map((entry) => (!entry.signers || entry.signers.includes(ME) ? signAsMe(entry) : null))
    void client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return {
    relay,
    requests,
    verified,
    pair: (uri: string) => client.pair({ uri }),
    sessions: () => client.session.getAll(),
  }
}

// ---- a payment to a name on mainnet ---------------------------------------------------------
/** The key of the box a name's contract keeps its verified addresses in. */
const VERIFIED_BOX = `b64:${btoa('v.caAlgo.0.as')}`

/** An account with ALGO and no assets, as algod describes it. */
const plainAccount = (address: string) => new algosdk.modelsv2.Account({ ...myAccount(), address })

/** The box of `chainRecord`'s verified addresses, as its contract keeps it (404: none, or another box). */
function answerVerifiedBox(route: Route, chainRecord: NfdRecord) {
  const verified = chainRecord.caAlgo ?? []
  if (new URL(route.request().url()).searchParams.get('name') !== VERIFIED_BOX || verified.length === 0)
    return json(route, { message: 'box not found' }, 404)
  const value = new Uint8Array(32 * verified.length)
  verified.forEach((address, i) => value.set(algosdk.decodeAddress(address).publicKey, 32 * i))
  const box = new algosdk.modelsv2.Box({ name: new Uint8Array(13), round: ROUND, value })
  return route.fulfill({ headers: SIGNING_CORS, contentType: 'application/json', body: algosdk.encodeJSON(box) })
}

/**
 * A second name on mainnet beside the one `serve` serves (a recipient typed as a name): the API
 * answers `apiRecord` for it; algod answers as the chain would for `chainRecord` (its registry
 * box, its contract's state, the box of its verified addresses). Other requests fall through.
 */
export async function serveOtherName(
  page: Page,
  { apiRecord, chainRecord = apiRecord }: { apiRecord: NfdRecord; chainRecord?: NfdRecord },
) {
  const registryBox = registryBoxOf(chainRecord.name)
  await page.route(`${API}/nfd/${chainRecord.name}**`, (route) => json(route, apiRecord))
  await page.route(`${ALGOD}/v2/applications/**`, (route) => {
    const url = new URL(route.request().url())
    const body = (model: algosdk.Encodable) =>
      route.fulfill({ headers: SIGNING_CORS, contentType: 'application/json', body: algosdk.encodeJSON(model) })
    if (url.pathname === `/v2/applications/${net.registryAppId}/box` && url.searchParams.get('name') === registryBox)
      return body(
        new algosdk.modelsv2.Box({ name: new Uint8Array(32), round: ROUND, value: registryValueOf(chainRecord) }),
      )
    if (url.pathname === `/v2/applications/${chainRecord.appID}`)
      return body(applicationOf(chainRecord.appID!, chainRecord))
    if (url.pathname === `/v2/applications/${chainRecord.appID}/box`) return answerVerifiedBox(route, chainRecord)
    return route.fallback()
  })
}

/** The key algod is asked for a name's box in the registry. */
const registryBoxOf = (name: string) => `b64:${createHash('sha256').update(`name/${name}`).digest('base64')}`

/** mainnet's algod answers the registry's own app: its program names the ALGO/USD price oracle a priced call may reference. */
export async function answerRegistryProgram(page: Page) {
  await page.route(`${ALGOD}/v2/applications/${net.registryAppId}`, (route) =>
    route.fulfill({
      headers: SIGNING_CORS,
      contentType: 'application/json',
      body: algosdk.encodeJSON(applicationOf(net.registryAppId, undefined)),
    }),
  )
}

/**
 * Names no one has minted on mainnet: the API answers 404 for them and quotes them to ME (a
 * segment at its root's price), and the registry holds no box for them; algod also answers the
 * registry's program. Other requests fall through.
 */
export async function serveUnminted(page: Page, names: readonly { name: string; root?: NfdRecord }[]) {
  const byName = new Map(names.map((entry) => [entry.name, entry]))
  const boxes = new Set(names.map(({ name }) => registryBoxOf(name)))
  await page.route(`${API}/nfd/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    const [, , kind, name = ''] = pathname.split('/')
    const quoted = kind === 'getQuote' ? byName.get(name) : undefined
    if (quoted) return json(route, quote(quoted.name, ME, undefined, quoted.root))
    if (kind && byName.has(kind)) return json(route, { name: 'notFound', message: `${kind} not found` }, 404)
    return route.fallback()
  })
  await page.route(`${ALGOD}/v2/applications/${net.registryAppId}/box**`, (route) =>
    boxes.has(new URL(route.request().url()).searchParams.get('name') ?? '')
      ? json(route, { message: 'box not found' }, 404)
      : route.fallback(),
  )
  await answerRegistryProgram(page)
}

/**
 * Serves a name on mainnet: the API answers `apiRecord`; algod answers as the chain would for
 * `chainRecord` (registry box, contract state, the box of its verified addresses), any account,
 * the params, and takes what is submitted as confirmed (see acceptSubmissions).
 */
export async function servePayment(
  page: Page,
  {
    apiRecord,
    chainRecord = apiRecord,
    submitted,
  }: { apiRecord: NfdRecord; chainRecord?: NfdRecord; submitted: Uint8Array[] },
) {
  await serve(page, '[]', [], { apiRecord, chainRecord, writePath: '/never' })
  await page.route(`${ALGOD}/**`, (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (request.method() === 'OPTIONS') return route.fallback()
    if (url.pathname === `/v2/applications/${chainRecord.appID}/box`) return answerVerifiedBox(route, chainRecord)
    const account = /^\/v2\/accounts\/([A-Z2-7]{58})$/.exec(url.pathname)?.[1]
    if (account && account !== ME)
      return route.fulfill({
        headers: SIGNING_CORS,
        contentType: 'application/json',
        body: algosdk.encodeJSON(plainAccount(account)),
      })
    return route.fallback()
  })
  await acceptSubmissions(page, submitted)
}

/**
 * algod on mainnet takes a submitted group (its signed bytes, as sent, go to `submitted`) and
 * has it confirmed in the next round; other requests fall through.
 */
export async function acceptSubmissions(page: Page, submitted: Uint8Array[]) {
  const confirmed = (txId: string) =>
    submitted
      .flatMap((bytes) => splitMsgpackConcat(bytes))
      .map((bytes) => algosdk.decodeSignedTransaction(bytes))
      .find((stxn) => stxn.txn.txID() === txId)
  await page.route(`${ALGOD}/**`, (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (url.pathname === '/v2/transactions' && request.method() === 'POST') {
      const signed = new Uint8Array(request.postDataBuffer() ?? [])
      submitted.push(signed)
      return json(route, { txId: algosdk.decodeSignedTransaction(splitMsgpackConcat(signed)[0]!).txn.txID() })
    }
    const pendingId = /^\/v2\/transactions\/pending\/([A-Z2-7]{52})$/.exec(url.pathname)?.[1]
    if (pendingId) {
      const txn = confirmed(pendingId)
      if (!txn) return json(route, { message: 'not found' }, 404)
      const pending = new algosdk.modelsv2.PendingTransactionResponse({
        txn,
        poolError: '',
        confirmedRound: ROUND + 1n,
      })
      // algosdk asks for this one in msgpack.
      return route.fulfill({
        headers: SIGNING_CORS,
        contentType: 'application/msgpack',
        body: Buffer.from(algosdk.encodeMsgpack(pending)),
      })
    }
    if (url.pathname === '/v2/status')
      return route.fulfill({
        headers: SIGNING_CORS,
        contentType: 'application/json',
        body: algosdk.encodeJSON(
          new algosdk.modelsv2.NodeStatusResponse({
            catchupTime: 0,
            lastRound: ROUND,
            lastVersion: 'future',
            nextVersion: 'future',
            nextVersionRound: ROUND + 1n,
            nextVersionSupported: true,
            stoppedAtUnsupportedRound: false,
            timeSinceLastRound: 0,
          }),
        ),
      })
    return route.fallback()
  })
}

/** The test's keys by address: a wallet in the page signs each entry with its sender's. */
const KEYS = new Map<string, Uint8Array>(
  [TEST_ACCOUNT, OTHER_ACCOUNT].map((a) => [a.address, algosdk.mnemonicToSecretKey(a.mnemonic).sk]),
)

function signAsSender(txn: string): string {
  const unsigned = algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(txn))
  const key = KEYS.get(unsigned.sender.toString())
  if (!key) throw new Error(`the wallet does not hold ${unsigned.sender.toString()}`)
  return algosdk.bytesToBase64(unsigned.signTxn(key))
}

/**
 * Exodus's provider in the page holding `accounts` (ME unless told); it keeps each request it is
 * asked and answers it: `sign` signs each entry as its sender (the test's keys, in this process),
 * `garbage` with bytes that are no signature, `never` not at all (a wallet left open on another
 * screen). Returns a reader of them.
 */
export async function injectExodus(
  page: Page,
  answer: 'sign' | 'garbage' | 'never' = 'sign',
  accounts: readonly string[] = [ME],
): Promise<() => Promise<Arc1Transaction[][]>> {
  if (answer === 'sign') await page.exposeFunction('__signAsSender', signAsSender)
  await page.addInitScript(
    ([held, mode]) => {
      const calls: unknown[] = []
      const sign = (txn: string) =>
        mode === 'sign'
          ? (window as unknown as { __signAsSender: (txn: string) => Promise<string> }).__signAsSender(txn)
          : btoa('not a signature')
      Object.assign(window, {
        __walletCalls: calls,
        algorand: {
          enable: async () => ({ accounts: held }),
          signTxns: async (txns: { txn: string; signers?: string[] }[]) => {
            calls.push(txns)
            if (mode === 'never') return new Promise(() => undefined)
            return Promise.all(txns.map((t) => (t.signers ? null : sign(t.txn))))
          },
        },
      })
    },
    [accounts, answer] as const,
  )
  return () => page.evaluate(() => (window as unknown as { __walletCalls: Arc1Transaction[][] }).__walletCalls)
}
