/**
 * Paying a name in the mock build: the profile's "Pay" link, the request kept in the URL, its QR
 * code read as a phone's camera reads it, Pay through the transaction dialog (the payee credited
 * exactly the amount), the warning for an address the name has not verified, and bad values in
 * a shared request said in words.
 */
import { expect, test } from './fixtures'
import { OTHER_ADDRESS, THIRD_ADDRESS, balanceOf, confirmAndFinish, connectTestWallet } from './pagesKit'
import { scanQrCode } from './qr'

const USDC = '10458941'

test('the profile offers the payment request; the QR code carries the address, amount and name @phone', async ({
  page,
}) => {
  await page.goto('/name/bob.algo')
  await page.getByTestId('pay-link').click()
  await expect(page).toHaveURL(/\/pay\/bob\.algo$/)
  await expect(page.getByTestId('pay-address')).toHaveText(OTHER_ADDRESS)
  await expect(page.getByTestId('unverified-payee')).toHaveCount(0)
  // No amount yet: the payer's wallet asks for one.
  await expect(page.getByTestId('pay-uri')).toHaveText(`algorand://${OTHER_ADDRESS}?label=bob.algo`)

  await page.getByLabel(/^Amount/).fill('2.5')
  await expect(page).toHaveURL(/\/pay\/bob\.algo\?amount=2\.5$/)
  const uri = `algorand://${OTHER_ADDRESS}?amount=2500000&label=bob.algo`
  await expect(page.getByTestId('pay-uri')).toHaveText(uri)
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(uri)
  await expect(page.getByTestId('pay-open-wallet')).toHaveAttribute('href', uri)
})

test('Pay takes the request to the transaction dialog; the payee is credited exactly the amount @phone', async ({
  page,
}) => {
  await page.goto('/pay/bob.algo?amount=2.5')
  await connectTestWallet(page)
  const credited = await balanceOf(page, OTHER_ADDRESS)
  await page.getByTestId('pay-button').click()
  const dialog = page.getByTestId('tx-dialog')
  await expect(dialog).toContainText(`Pay 2.5 ALGO to bob.algo (${OTHER_ADDRESS}).`)
  await confirmAndFinish(page, dialog, 'Paid 2.5 ALGO to bob.algo')
  expect((await balanceOf(page, OTHER_ADDRESS)) - credited).toBe(2_500_000n)
})

test('a shared request opens filled in: an asset the address accepts, in its whole units', async ({ page }) => {
  await page.goto(`/pay/bob.algo?amount=1.5&asset=${USDC}`)
  await expect(page.getByLabel('Asset')).toHaveValue(USDC)
  await expect(page.getByLabel(/^Amount/)).toHaveValue('1.5')
  const uri = `algorand://${OTHER_ADDRESS}?amount=1500000&asset=${USDC}&label=bob.algo`
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(uri)
})

test('bad values in a shared request are said in words, with no code to scan', async ({ page }) => {
  await page.goto('/pay/bob.algo?amount=lots')
  await expect(page.getByTestId('pay-problem')).toHaveText('Amount: an amount of ALGO, up to 6 decimals')
  await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  await page.goto('/pay/bob.algo?amount=1&asset=31566704')
  await expect(page.getByTestId('pay-problem')).toHaveText(
    'bob.algo cannot receive asset 31566704: its address has not opted in to it.',
  )
  await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  await page.goto('/pay/Not..valid')
  await expect(page.getByTestId('invalid-name')).toBeVisible()
  await page.goto('/pay/forsale.algo')
  await expect(page.getByTestId('pay-unavailable')).toContainText('forsale.algo cannot be paid now')
})

test('a name with no verified address: the request warns that it pays the owner', async ({ page }) => {
  await page.goto('/pay/rnarket.algo?amount=1')
  await expect(page.getByTestId('pay-address')).toHaveText(THIRD_ADDRESS)
  await expect(page.getByTestId('unverified-payee')).toContainText('Not a verified address of rnarket.algo.')
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(
    `algorand://${THIRD_ADDRESS}?amount=1000000&label=rnarket.algo`,
  )
})
