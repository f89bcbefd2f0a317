/**
 * Paying a name on the mainnet production build, with the API and algod answered by the test and
 * an injected ARC-1 wallet (Exodus's window.algorand) that signs: the request's QR code decodes to
 * the payment URI of the address the chain gives (not the API's), paying signs and sends exactly
 * that payment, a name with no verified address warns, and an API that names another address
 * than the chain stops the request in words.
 */
import algosdk from 'algosdk'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { ATTACKER } from '../../src/mocks/groups'
import { BUILDS } from './builds'
import { expect, test } from './fixtures'
import { OTHER_ADDRESS, THIRD_ADDRESS, short } from './pagesKit'
import { ME, connectFromHeader, injectExodus, servePayment } from './productionKit'
import { scanQrCode } from './qr'

const fixture = (name: string) => ({ ...buildNameFixtures(Date.now()).find((r) => r.name === name)! })
const bob = fixture('bob.algo')

test("the QR code is the payment URI of the chain's address; Pay signs and sends exactly that payment", async ({
  page,
}) => {
  const submitted: Uint8Array[] = []
  const walletCalls = await injectExodus(page)
  await servePayment(page, { apiRecord: bob, submitted })
  await page.goto(`${BUILDS.mainnet}/pay/bob.algo?amount=2.5`)
  const uri = `algorand://${OTHER_ADDRESS}?amount=2500000&label=bob.algo`
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(uri)
  await expect(page.getByTestId('unverified-payee')).toHaveCount(0)

  await connectFromHeader(page, /Exodus/)
  await page.getByTestId('pay-button').click()
  const dialog = page.getByTestId('tx-dialog')
  await dialog.getByTestId('tx-confirm').click()
  await expect(dialog).toHaveAttribute('data-step', 'approve')
  // The amount and the one transaction's fee, decoded from the group.
  await expect(dialog.getByTestId('tx-total')).toHaveText('2.501 ALGO')
  expect(await walletCalls()).toEqual([])
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'done')

  const [request] = await walletCalls()
  expect(request).toHaveLength(1)
  expect(submitted).toHaveLength(1)
  const { txn, sig } = algosdk.decodeSignedTransaction(submitted[0]!)
  expect(sig).toBeDefined()
  expect(txn.txID()).toBe(algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(request![0]!.txn)).txID())
  expect({
    type: txn.type,
    sender: txn.sender.toString(),
    receiver: txn.payment?.receiver.toString(),
    amount: txn.payment?.amount,
    close: txn.payment?.closeRemainderTo,
    rekey: txn.rekeyTo,
    note: txn.note.length,
  }).toEqual({
    type: 'pay',
    sender: ME,
    receiver: OTHER_ADDRESS,
    amount: 2_500_000n,
    close: undefined,
    rekey: undefined,
    note: 0,
  })
})

test('a name with no verified address: the request warns that it pays the owner', async ({ page }) => {
  await servePayment(page, { apiRecord: fixture('rnarket.algo'), submitted: [] })
  await page.goto(`${BUILDS.mainnet}/pay/rnarket.algo?amount=1`)
  await expect(page.getByTestId('unverified-payee')).toContainText('Not a verified address of rnarket.algo.')
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(
    `algorand://${THIRD_ADDRESS}?amount=1000000&label=rnarket.algo`,
  )
})

test('an API that names another address than the chain: the request stops in words, nothing to scan or pay', async ({
  page,
}) => {
  await servePayment(page, { apiRecord: { ...bob, caAlgo: [ATTACKER] }, chainRecord: bob, submitted: [] })
  await page.goto(`${BUILDS.mainnet}/pay/bob.algo?amount=2.5`)
  await expect(page.getByTestId('payee-disagrees')).toHaveText(
    `The name service says payments to bob.algo go to ${short(ATTACKER)}, but the chain says ${short(OTHER_ADDRESS)}. Nothing can be paid here until they agree: a payment goes where the chain says.`,
  )
  await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  await expect(page.getByTestId('pay-button')).toHaveCount(0)
})
