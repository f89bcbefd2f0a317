/**
 * Actions completed on the mainnet build, each group laid out as TxnLab's nfd-sdk composes it
 * (src/names/transactions/reference) and at its fees: the API and algod answered by the test, an
 * injected ARC-1 wallet (Exodus's window.algorand) that signs. Each group passes the app's checks,
 * the review shows its decoded total, the wallet is asked once, and the group it signed is
 * submitted whole; the dialog then says what was done. One journey per family, in one page.
 */
import type { Locator, Page } from '@playwright/test'
import { analyticRecord } from '../../src/mocks/fixtures/analytics'
import { quote } from '../../src/mocks/pricing'
import { linkLayout, setPrimaryNameLayout } from '../../src/names/transactions/reference/links'
import { listLayout, profileFieldsOf } from '../../src/names/transactions/reference/sale'
import { renewLayout } from '../../src/names/transactions/reference/upkeep'
import { sendToVaultLayout, VAULT_HOLDING_DEPOSIT } from '../../src/names/transactions/reference/vault'
import { LINK_FIELD } from '../../src/names/transactions/check/describeCall'
import { boxDeposit } from '../../src/names/transactions/check/intent'
import { MOCK_TOKEN, ORACLE_APP_ID } from '../../src/mocks/fixtures/names'
import type { NfdRecord } from '../../src/names/api/types'
import { mintLayout } from '../../src/names/transactions/reference/mint'
import { NETWORKS } from '../../src/config/networks'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import { acceptTerms, finishedWith, OTHER_ADDRESS, short, startAction } from './pagesKit'
import {
  ME,
  injectExodus,
  layoutGroup,
  openConnected,
  ownedRecord,
  serve,
  serveUnminted,
  serveWrites,
  acceptSubmissions,
  answerMyHolding,
  answerRegistryProgram,
  submittedGroup,
} from './productionKit'

const API = NETWORKS.mainnet.apiBase
const REGISTRY = BigInt(NETWORKS.mainnet.registryAppId)
const alice = ownedRecord
const app = BigInt(alice.appID!)

/** µALGO as the review writes an amount of ALGO. */
const algos = (micro: bigint) => `${(Number(micro) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 })} ALGO`

/**
 * Confirms the open dialog's values, checks the review's total, signs in the wallet, and waits for
 * the Done step's `message`; the wallet was asked once more and algod received `txIds` signed, whole.
 */
async function signAndSubmit(
  dialog: Locator,
  { total, message, txIds }: { total: bigint; message: string; txIds: string[] },
  submitted: Uint8Array[],
  walletCalls: () => Promise<unknown[]>,
) {
  const asked = (await walletCalls()).length
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  await expect(dialog.getByTestId('tx-total')).toHaveText(algos(total))
  await dialog.getByTestId('tx-approve').click()
  await finishedWith(dialog, message)
  expect((await walletCalls()).length).toBe(asked + 1)
  expect(submittedGroup(submitted)).toEqual(txIds.map((txId) => ({ txId, signed: true })))
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

/** The offers posted to ME's names, as the API's analytics answer them: one from OTHER for alice.algo. */
async function serveOffer(page: Page, microalgos: number) {
  const offer = analyticRecord(
    { name: alice.name, event: 'postedOffer', price: microalgos, rate: 0.25, buyer: OTHER_ADDRESS, seller: ME },
    new Date(),
    100,
  )
  await page.route(`${API}/nfd/analytics**`, (route) => {
    const offers = new URL(route.request().url()).searchParams.get('event') === 'postedOffer'
    return route.fulfill({
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: { results: offers ? [offer] : [] },
    })
  })
}

test("an owner's journey on mainnet: renew, set the primary name, accept an offer, link an address, send an asset to the vault, each with the SDK's layout and fees, signed once and submitted whole", async ({
  page,
}) => {
  // Five actions in one page, each a boot's worth of work: one journey instead of five tests.
  test.slow()
  const submitted: Uint8Array[] = []
  const requested: string[] = []
  const walletCalls = await injectExodus(page, 'sign', [ME, OTHER_ADDRESS])
  const yearly = (() => {
    const { price, carryCost } = quote(alice.name, ME, alice, undefined)
    return BigInt(price - carryCost)
  })()
  const offer = 30_000_000
  const renew = layoutGroup(renewLayout(yearly, REGISTRY, BigInt(ORACLE_APP_ID)), alice)
  const primary = layoutGroup(setPrimaryNameLayout(alice.name, app, ME), alice)
  const accept = layoutGroup(listLayout(BigInt(offer), OTHER_ADDRESS, profileFieldsOf(alice)), alice)
  const linkDeposits = boxDeposit(LINK_FIELD.length, 32) + 400n * 32n + boxDeposit(32, 8)
  const link = layoutGroup(
    linkLayout({
      name: alice.name,
      nameApp: app,
      address: OTHER_ADDRESS,
      nameDeposit: boxDeposit(LINK_FIELD.length, 32) + 400n * 32n,
      registryDeposit: boxDeposit(32, 8),
    }),
    alice,
  )
  const toVault = layoutGroup(sendToVaultLayout(BigInt(MOCK_TOKEN.id), 1_500_000n, true), alice)
  await serve(page, '[]', [], { chainRecord: alice, writePath: '/never' })
  await page.route(`${API}/nfd/getQuote/${alice.name}**`, (route) =>
    route.fulfill({ headers: { 'Access-Control-Allow-Origin': '*' }, json: quote(alice.name, ME, alice, undefined) }),
  )
  await serveOffer(page, offer)
  await serveWrites(
    page,
    {
      '/nfd/renew': renew.body,
      [`/nfd/links/setPrimaryNFD/${alice.name}`]: primary.body,
      [`/nfd/offer/${alice.name}`]: accept.body,
      [`/nfd/links/addAddress/${alice.name}`]: link.body,
      [`/nfd/vault/sendTo/${alice.name}`]: toVault.body,
    },
    requested,
  )
  await answerMyHolding(page, MOCK_TOKEN, 10_000_000n)
  await answerRegistryProgram(page)
  await acceptSubmissions(page, submitted)

  // Renew: the year's price to the name's contract, then renew(pay) at 5,000 µALGO, naming the
  // registry and the price oracle its program names.
  await openConnected(page, alice.name, /Exodus/)
  let dialog = await startAction(page, 'Renew')
  await signAndSubmit(
    dialog,
    { total: yearly + 1_000n + 5_000n, message: `${alice.name} is renewed for 1 more year`, txIds: renew.txIds },
    submitted,
    walletCalls,
  )

  // The primary name of the acting account: the registry's call, sent by that address, at 3,000 µALGO.
  dialog = await startAction(page, 'Set as primary name', true)
  await signAndSubmit(
    dialog,
    { total: 3_000n, message: `${alice.name} is now the primary name of ${short(ME)}`, txIds: primary.txIds },
    submitted,
    walletCalls,
  )

  // Accept OTHER's offer: the profile's fields cleared (deleteFields), then the sale reserved for them.
  await page.getByTestId('accept-offer').click()
  dialog = page.getByTestId('tx-dialog')
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await signAndSubmit(
    dialog,
    {
      total: 6_000n,
      message: `${alice.name} is reserved for ${short(OTHER_ADDRESS)} at 30 ALGO`,
      txIds: accept.txIds,
    },
    submitted,
    walletCalls,
  )
  // Link OTHER, held by the same wallet: the name's contract paid for the field and the grown
  // verified list, updateFields, the registry paid for the reverse lookup, then linkNfdAddress sent by OTHER.
  dialog = await startAction(page, 'Link address', true)
  await dialog.getByLabel('Address to link').fill(OTHER_ADDRESS)
  await expect(dialog.getByTestId('tx-cosigners').locator('p[data-held="true"]')).toContainText(short(OTHER_ADDRESS))
  await signAndSubmit(
    dialog,
    { total: linkDeposits + 6_000n, message: `${short(OTHER_ADDRESS)} is linked to ${alice.name}`, txIds: link.txIds },
    submitted,
    walletCalls,
  )

  // 1.5 USDC to the vault, which does not hold it yet: its holding funded (0.1 ALGO) and
  // vaultOptIn (4,000 µALGO), then the transfer.
  dialog = await startAction(page, 'Send to vault', true)
  await dialog.getByLabel('Asset').selectOption(String(MOCK_TOKEN.id))
  await dialog.getByLabel('Amount (whole units, e.g. 12.5)').fill('1.5')
  await signAndSubmit(
    dialog,
    { total: VAULT_HOLDING_DEPOSIT + 6_000n, message: `Sent 1.5 USDC to ${alice.name}'s vault`, txIds: toVault.txIds },
    submitted,
    walletCalls,
  )
  expect(requested).toEqual([
    '/nfd/renew',
    `/nfd/links/setPrimaryNFD/${alice.name}`,
    `/nfd/offer/${alice.name}`,
    `/nfd/links/addAddress/${alice.name}`,
    `/nfd/vault/sendTo/${alice.name}`,
  ])
})

test("minting on mainnet, a root name and a segment of one's own, with the SDK's layout and fees: four gas calls, the payment, mintNfd naming the oracle (and the root)", async ({
  page,
}) => {
  // Two mints and two boots: on a loaded machine this has taken 28 s of the 30 s a test has.
  test.slow()
  const submitted: Uint8Array[] = []
  const requested: string[] = []
  const walletCalls = await injectExodus(page)
  const root = 'brandnewname.algo'
  const segment = 'zzseg.alice.algo'
  const priceOf = (name: string, parent?: NfdRecord) => BigInt(quote(name, ME, undefined, parent).price)
  const mintOf = (name: string, parent?: NfdRecord) =>
    layoutGroup(
      mintLayout({
        name,
        reservedFor: ME,
        amount: priceOf(name, parent),
        oracleApp: BigInt(ORACLE_APP_ID),
        parentApp: BigInt(parent?.appID ?? 0),
      }),
    )
  const rootMint = mintOf(root)
  const segmentMint = mintOf(segment, alice)
  await serve(page, '[]', [], { chainRecord: alice, writePath: '/never' })
  await serveUnminted(page, [{ name: root }, { name: segment, root: alice }])
  await serveWrites(page, { '/nfd/mint': rootMint.body }, requested)
  await acceptSubmissions(page, submitted)

  // A root name: mintNfd at 1,000 µALGO and its extra 10,000.
  await openConnected(page, root, /Exodus/)
  let dialog = await startAction(page, 'Mint')
  await acceptTerms(dialog)
  await signAndSubmit(
    dialog,
    { total: priceOf(root) + 5_000n + 11_000n, message: `${root} is yours`, txIds: rootMint.txIds },
    submitted,
    walletCalls,
  )

  // A segment of alice.algo, which ME owns: the extra fee is 12,000 (its root is paid too).
  await serveWrites(page, { '/nfd/mint': segmentMint.body }, requested)
  // The wallet stays connected: the app resumes it on the segment's page.
  await page.goto(`${BUILDS.mainnet}/name/${segment}`)
  await expect(page.getByTestId('account-menu-button')).toContainText(short(ME))
  dialog = await startAction(page, 'Mint')
  await acceptTerms(dialog)
  await signAndSubmit(
    dialog,
    { total: priceOf(segment, alice) + 5_000n + 13_000n, message: `${segment} is yours`, txIds: segmentMint.txIds },
    submitted,
    walletCalls,
  )
  expect(requested).toEqual(['/nfd/mint', '/nfd/mint'])
})
