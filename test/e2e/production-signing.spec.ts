/**
 * The group check lives in the app, not in the mock: on the mainnet production build, with the
 * API and algod answered by the test and an injected ARC-1 wallet (Exodus's window.algorand),
 * a record the chain contradicts stops before the group is requested, a tampered purchase group
 * is refused before the wallet is asked, and an honest one is shown with its decoded total, sent
 * to the wallet for the acting account's entry only, and the wallet's answer is checked before
 * anything is submitted. Then the chain runs the group first (simulate): a diverted name and a
 * contract's refusal stop before the wallet, and with a node without simulate the review says so
 * and an honest purchase completes.
 */
import type { Page } from '@playwright/test'
import algosdk from 'algosdk'
import { ATTACKER } from '../../src/mocks/groups'
import { expect, test } from './fixtures'
import { finishedWith, short } from './pagesKit'
import { ZERO_ADDRESS } from '../../src/names/transactions/check/describeCall'
import { OTHER_ADDRESS } from './pagesKit'
import {
  ME,
  callGroup,
  ownedRecord,
  purchaseGroup,
  record,
  serve,
  serveHonestPurchase,
  startBuy,
  startManage,
  injectExodus,
  openManage,
  serveOtherName,
  acceptSubmissions,
  submittedGroup,
  type CallSpec,
} from './productionKit'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { refusedByNameContract, simulatedPurchase } from './simulateKit'

/** Exodus's provider, faked in the page: it answers with bytes that are no signature, or (silent) never. */
const injectWallet = (page: Page, silent = false) => injectExodus(page, silent ? 'never' : 'garbage')

const walletCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __walletCalls: unknown[] }).__walletCalls)

const says = 'The name service says forsale.algo'
const RECORD_LIES = [
  ['app id', { appID: 1337001 }, `${says}'s contract is app 1337001, but the chain says ${record.appID}.`],
  ['asset id', { asaID: 1337002 }, `${says}'s asset is 1337002, but the chain says ${record.asaID}.`],
  ['owner', { owner: ATTACKER }, `${says} is owned by ${short(ATTACKER)}, but the chain says ${short(record.owner!)}.`],
  [
    'seller',
    { seller: ATTACKER },
    `${says} is sold by ${short(ATTACKER)}, but the chain says ${short(record.seller!)}.`,
  ],
  ['price', { sellAmount: 1_000_000 }, `${says} is for sale at 1 ALGO, but the chain says it is for sale at 50 ALGO.`],
] as const

for (const [fact, lie, words] of RECORD_LIES) {
  test(`a record whose ${fact} differs from the chain's stops before the group is requested, in words`, async ({
    page,
  }) => {
    const submitted: string[] = []
    const requested: string[] = []
    await injectWallet(page)
    await serve(page, purchaseGroup(ME), submitted, { apiRecord: { ...record, ...lie }, requested })
    const dialog = await startBuy(page)
    await expect(dialog).toHaveAttribute('data-step', 'failed')
    await expect(dialog.getByTestId('tx-reason')).toHaveText(`${words} Nothing was signed.`)
    expect(requested).toEqual([])
    expect(await walletCalls(page)).toEqual([])
    expect(submitted).toEqual([])
  })
}

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
  await serveHonestPurchase(page, submitted)
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  // The price, the payment's fee and the purchase call's (with its four inner transactions).
  await expect(dialog.getByTestId('tx-total')).toHaveText('50.006 ALGO')
  await expect(dialog.getByTestId('tx-call')).toHaveText('Buy forsale.algo with the 50 ALGO paid before it.')
  expect(await walletCalls(page)).toEqual([])
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(/^Your wallet's answer was refused: /)
  const [request] = (await walletCalls(page)) as { txn: string; signers?: string[] }[][]
  expect(request!.map((t) => t.signers)).toEqual([undefined, undefined, []])
  expect(submitted).toEqual([])
})

test('a wallet that never answers: Cancel returns to review and says to dismiss the request there', async ({
  page,
}) => {
  const submitted: string[] = []
  await injectWallet(page, true)
  await serveHonestPurchase(page, submitted)
  const dialog = await startBuy(page)
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'sign')
  await expect.poll(async () => (await walletCalls(page)).length).toBe(1)
  await dialog.getByTestId('tx-cancel-sign').click()
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await expect(dialog.getByTestId('tx-notice')).toHaveText(/If your wallet still shows the request, dismiss it there/)
  expect(submitted).toEqual([])
})

test('a second tap where Sign in wallet was does not cancel the signing', async ({ page }) => {
  const submitted: string[] = []
  await injectWallet(page, true)
  await serveHonestPurchase(page, submitted)
  const dialog = await startBuy(page)
  const sign = dialog.getByTestId('tx-approve')
  const box = (await sign.boundingBox())!
  await sign.click()
  await expect(dialog).toHaveAttribute('data-step', 'sign')
  // A double tap's second touch, at the same spot, after the step has changed under it.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(dialog).toHaveAttribute('data-step', 'sign')
  await expect(dialog.getByTestId('tx-notice')).toHaveCount(0)
  await expect(dialog.getByTestId('tx-signing')).toBeDisabled()
  // The wallet is asked once the signing step has loaded what it signs with: wait for it.
  await expect.poll(async () => (await walletCalls(page)).length).toBe(1)
  expect(submitted).toEqual([])
})

/**
 * The service swaps the arguments of the owner's call: the amounts and accounts the user typed
 * are not what the call would do. Each is refused in words before the wallet is asked.
 */
const app = ownedRecord.appID!
const SWAPS: {
  title: string
  label: string
  fill: [string, string][]
  path: string
  call: CallSpec
  words: string
}[] = [
  {
    title: "a vault send whose amount and receiver are changed in the call's arguments",
    label: 'Send from vault',
    fill: [['Amount (whole units, e.g. 12.5)', '1.5']],
    path: `/nfd/vault/sendFrom/${ownedRecord.name}`,
    call: { app, method: 'vaultSend', args: [5_000_000n, ATTACKER, '', 0n, []], accounts: [ATTACKER], inner: 1 },
    words: `would send 5 ALGO from alice.algo's vault to ${short(ATTACKER)}`,
  },
  {
    title: 'a send whose reserved-for address is the attacker',
    label: 'Send to someone',
    fill: [['Recipient (address or .algo name)', OTHER_ADDRESS]],
    path: `/nfd/offer/${ownedRecord.name}`,
    call: { app, method: 'offerForSale', args: [0n, ATTACKER] },
    words: `would send alice.algo to ${short(ATTACKER)}, who claims it paying only the claim's network fees`,
  },
  {
    title: 'a listing at 1 µALGO reserved for the attacker',
    label: 'List for sale',
    fill: [['Price (ALGO)', '120']],
    path: `/nfd/offer/${ownedRecord.name}`,
    call: { app, method: 'offerForSale', args: [1n, ATTACKER] },
    words: `would list alice.algo for 0.000001 ALGO, reserved for ${short(ATTACKER)}`,
  },
  {
    title: 'a listing at another price',
    label: 'List for sale',
    fill: [['Price (ALGO)', '120']],
    path: `/nfd/offer/${ownedRecord.name}`,
    call: { app, method: 'offerForSale', args: [12_000_000n, ZERO_ADDRESS] },
    words: 'would list alice.algo for 12 ALGO to anyone',
  },
]

for (const { title, label, fill, path, call, words } of SWAPS) {
  test(`argument swap: ${title} is refused before the wallet is asked`, async ({ page }) => {
    const submitted: string[] = []
    const requested: string[] = []
    await injectWallet(page)
    await serve(page, callGroup(call), submitted, { chainRecord: ownedRecord, writePath: path, requested })
    const dialog = await startManage(page, label, fill)
    await expect(dialog).toHaveAttribute('data-step', 'failed')
    await expect(dialog.getByTestId('tx-reason')).toHaveText(
      `Refused: the transaction group from the name service ${words}. Nothing was signed.`,
    )
    expect(requested).toEqual([path])
    expect(await walletCalls(page)).toEqual([])
    expect(submitted).toEqual([])
  })
}

/**
 * Sending alice.algo to "bob.algo": the name service answers bob.algo with the attacker's address,
 * the chain with bob's. The field says so, and the flow stops in words before anything is
 * requested or the wallet is asked; where they agree, the review shows the chain's full address.
 */
const bob = { ...buildNameFixtures(Date.now()).find((r) => r.name === 'bob.algo')! }
const gift = `/nfd/offer/${ownedRecord.name}`

async function sendToBob(page: Page, apiRecord: typeof bob, requested: string[]) {
  await injectWallet(page)
  await serve(page, callGroup({ app, method: 'offerForSale', args: [0n, OTHER_ADDRESS] }), [], {
    chainRecord: ownedRecord,
    writePath: gift,
    requested,
  })
  await serveOtherName(page, { apiRecord, chainRecord: bob })
  const dialog = await openManage(page, 'Send to someone')
  await dialog.getByLabel('Recipient (address or .algo name)', { exact: true }).fill('bob.algo')
  return dialog
}

test('a recipient name whose service record and chain disagree stops before the wallet, in words', async ({ page }) => {
  const requested: string[] = []
  const dialog = await sendToBob(page, { ...bob, caAlgo: [ATTACKER] }, requested)
  const words = `The name service says bob.algo is ${short(ATTACKER)}, but the chain says ${short(OTHER_ADDRESS)}.`
  await expect(dialog.getByTestId('recipient-lookup')).toHaveText(
    `${words} Nothing can be sent to it until they agree.`,
  )
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(`${words} Nothing was signed.`)
  expect(requested).toEqual([])
  expect(await walletCalls(page)).toEqual([])
})

test("a recipient name the service and the chain agree on: the review shows the chain's full address, verified", async ({
  page,
}) => {
  const requested: string[] = []
  const dialog = await sendToBob(page, bob, requested)
  await expect(dialog.getByTestId('recipient-lookup')).toHaveText(
    `bob.algo → ${short(OTHER_ADDRESS)}, verified on bob.algo.`,
  )
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('recipient-on-chain')).toHaveText(
    `On chain, bob.algo is ${OTHER_ADDRESS}, an address verified on bob.algo.`,
  )
  await expect(dialog.getByTestId('tx-call')).toHaveText(
    "Send alice.algo to bob.algo, who claims it paying only the claim's network fees.",
  )
  expect(requested).toEqual([gift])
  expect(await walletCalls(page)).toEqual([])
})

/**
 * The chain runs the group first (issue 35): algod's simulate, answered by the test as the
 * chain would run it. What it says will happen is checked against the action's promise, its
 * refusals stop in words, and a node without it leaves the group to the checks above.
 */
const contractOfSale = algosdk.getApplicationAddress(record.appID!).toString()
const price = BigInt(record.sellAmount!)

test('a purchase whose simulation moves the name to another account is refused before the wallet is asked', async ({
  page,
}) => {
  const submitted: string[] = []
  await injectWallet(page)
  await serve(page, purchaseGroup(contractOfSale), submitted, {
    simulate: simulatedPurchase(record, price, ATTACKER),
  })
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(
    `Refused: the network says forsale.algo (asset ${record.asaID}) would go to ${short(ATTACKER)}, not to your account. Nothing was signed.`,
  )
  expect(await walletCalls(page)).toEqual([])
  expect(submitted).toEqual([])
})

test('an honest purchase: the review says what the chain will do, the name arriving in your account', async ({
  page,
}) => {
  await injectWallet(page)
  await serve(page, purchaseGroup(contractOfSale), [], { simulate: simulatedPurchase(record, price, ME) })
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  const effects = dialog.getByTestId('tx-effect')
  await expect(effects.filter({ hasText: `You receive forsale.algo (asset ${record.asaID}).` })).toHaveCount(1)
  await expect(effects.filter({ hasText: /^The seller receives 50 ALGO/ })).toHaveCount(1)
  await expect(effects.filter({ hasText: /^Your balance goes from 1,000 ALGO/ })).toHaveCount(1)
})

test("a listing of a name with profile data stops with the contract's reason and the next step", async ({ page }) => {
  const submitted: string[] = []
  const path = `/nfd/offer/${ownedRecord.name}`
  await injectWallet(page)
  await serve(page, callGroup({ app, method: 'offerForSale', args: [120_000_000n, ZERO_ADDRESS] }), submitted, {
    chainRecord: ownedRecord,
    writePath: path,
    simulate: refusedByNameContract(app, /no user-defined or verified properties remain/),
  })
  const dialog = await startManage(page, 'List for sale', [['Price (ALGO)', '120']])
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(
    "The contract refuses: a name can only be sold once its profile holds no data. Clear the profile's data first (Edit profile), then list it again. Nothing was signed.",
  )
  expect(await walletCalls(page)).toEqual([])
  expect(submitted).toEqual([])
})

test('a node that answers 404 to simulate: the review says it was not checked with the network, and the honest purchase completes', async ({
  page,
}) => {
  const submitted: Uint8Array[] = []
  const walletCalls = await injectExodus(page, 'sign')
  await serveHonestPurchase(page, [])
  await acceptSubmissions(page, submitted)
  const dialog = await startBuy(page)
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-not-simulated')).toHaveText(
    'Not checked with the network: this network’s node does not offer simulation. What you see is our own reading of the transaction.',
  )
  await dialog.getByTestId('tx-approve').click()
  await finishedWith(dialog, 'forsale.algo is yours')
  expect(await walletCalls()).toHaveLength(1)
  // The purchase's group, whole and signed, went to algod.
  const group = submittedGroup(submitted)
  expect(group.length).toBeGreaterThan(1)
  expect(group.filter(({ signed }) => !signed)).toEqual([])
})
