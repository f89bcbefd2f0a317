/**
 * Paying a name in the mock build: the profile's "Pay" link, the request kept in the URL, its QR
 * code read as a phone's camera reads it, Pay through the transaction dialog (the payee credited
 * exactly the amount), the warning for an address the name has not verified, and bad values in
 * a shared request said in words.
 */
import { expect, test } from './fixtures'
import { OTHER_ADDRESS, THIRD_ADDRESS, balanceOf, confirmAndFinish, connectTestWallet, openInApp } from './pagesKit'
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

test('a shared request opens filled in: an asset the address accepts, in its whole units; Copy link copies the request; only what a payer pays with is offered', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/pay/bob.algo?amount=1.5&asset=${USDC}`)
  await expect(page.getByLabel('Asset')).toHaveValue(USDC)
  await expect(page.getByLabel(/^Amount/)).toHaveValue('1.5')
  const uri = `algorand://${OTHER_ADDRESS}?amount=1500000&asset=${USDC}&label=bob.algo`
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(uri)
  // The link copied is the request a wallet opens, the one shown, not this page's address.
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

  // Offered: what a payer pays with. alice.algo's address also holds its names' NFDs, which are not.
  await openInApp(page, '/pay/alice.algo')
  await expect(page.getByLabel('Asset').locator('option')).toHaveText(['ALGO', `USDC (asset ${USDC})`])
})

test('bad values in a shared request are said in words, with no code to scan; a name nobody holds links to minting it', async ({
  page,
}) => {
  await page.goto('/pay/bob.algo?amount=lots')
  await expect(page.getByTestId('pay-problem')).toHaveText('Amount: an amount of ALGO, up to 6 decimals')
  await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  await test.step('more than exist: the limit is all the ALGO there is, not the 64-bit maximum', async () => {
    await openInApp(page, '/pay/bob.algo?amount=18446744073709.551615')
    await expect(page.getByTestId('pay-problem')).toHaveText('Amount: at most 10,000,000,000 ALGO, more than exist')
    await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  })
  await test.step('an asset the address has not opted in to', async () => {
    await openInApp(page, '/pay/bob.algo?amount=1&asset=31566704')
    await expect(page.getByTestId('pay-problem')).toHaveText(
      'bob.algo cannot receive asset 31566704: its address has not opted in to it.',
    )
    await expect(page.getByTestId('pay-qr')).toHaveCount(0)
  })
  await test.step('not a name', async () => {
    await openInApp(page, '/pay/Not..valid')
    await expect(page.getByTestId('invalid-name')).toBeVisible()
  })
  await test.step('a name for sale', async () => {
    await openInApp(page, '/pay/forsale.algo')
    await expect(page.getByTestId('pay-unavailable')).toContainText('forsale.algo cannot be paid now')
  })
  await test.step('a name nobody holds: not minted, and the way to mint it', async () => {
    await openInApp(page, '/pay/nobodyhasthis42.algo')
    const notice = page.getByTestId('pay-unavailable')
    await expect(notice.getByRole('heading')).toHaveText('nobodyhasthis42.algo is not minted')
    await notice.getByRole('link', { name: 'Mint nobodyhasthis42.algo' }).click()
    await expect(page).toHaveURL(/\/name\/nobodyhasthis42\.algo$/)
    await expect(page.getByTestId('quote')).toBeVisible()
  })
})

test('a name with no verified address: the request warns that it pays the owner', async ({ page }) => {
  await page.goto('/pay/rnarket.algo?amount=1')
  await expect(page.getByTestId('pay-address')).toHaveText(THIRD_ADDRESS)
  await expect(page.getByTestId('unverified-payee')).toContainText('Not a verified address of rnarket.algo.')
  expect(await scanQrCode(page.getByTestId('pay-qr'))).toBe(
    `algorand://${THIRD_ADDRESS}?amount=1000000&label=rnarket.algo`,
  )
})
