/**
 * Avatar and banner in the mock build with the mnemonic wallet: an NFT from the grid of what the
 * owner and the vault hold, or an upload cropped to the slot, shown at once in place of the old
 * picture; not offered to an account that does not own the name.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BADGE_NFT, NFT_IMAGE_CID, SHARES_NFT, SUNSET_NFT, VAULT_ART_NFT } from '../../src/mocks/fixtures/assets'
import { confirmAndFinish, manageMenu, openProfile, showProfile, startAction } from './pagesKit'

/** A small PNG drawn by the browser itself: a red 60×40 rectangle. */
async function generatedPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 60
    canvas.height = 40
    const context = canvas.getContext('2d')!
    context.fillStyle = '#ff0000'
    context.fillRect(0, 0, 60, 40)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** The size and the centre pixel of the image an <img> shows, once it has loaded. */
async function shownImage(page: Page, testId: string): Promise<{ width: number; height: number; rgb: number[] }> {
  const img = page.getByTestId(testId)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  return img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = el.naturalWidth
    canvas.height = el.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(el, 0, 0)
    const pixel = context.getImageData(Math.floor(el.naturalWidth / 2), Math.floor(el.naturalHeight / 2), 1, 1).data
    return { width: el.naturalWidth, height: el.naturalHeight, rgb: [pixel[0]!, pixel[1]!, pixel[2]!] }
  })
}

test.describe('avatar and banner', () => {
  test('set the banner by upload: cropped to 3:1, and the profile shows it at once instead of the old one @phone', async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const banner = page.getByTestId('banner')
    const before = await banner.getAttribute('src')
    expect(before).toBeTruthy()

    const dialog = await startAction(page, 'Set banner', true)
    await dialog.getByTestId('tx-confirm').click()
    await expect(dialog.getByTestId('tx-notice')).toHaveText('Pick an NFT or upload an image for the banner.')
    await dialog.getByLabel('Upload an image').check()
    await dialog.getByLabel(/^Image file/).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page),
    })
    const preview = dialog.getByTestId('crop-preview')
    await expect(preview).toBeVisible()
    expect(await preview.evaluate((el: HTMLCanvasElement) => [el.width, el.height])).toEqual([1500, 500])
    await confirmAndFinish(page, dialog, 'The banner of alice.algo is the image you uploaded')

    // A new address (the stored image's content hash), and the pixels are the upload's, not the old picture's.
    await expect(banner).not.toHaveAttribute('src', before!)
    await expect(banner).toHaveAttribute('src', /\/bafkrei[a-z2-7]+$/)
    expect(await shownImage(page, 'banner')).toEqual({ width: 1500, height: 500, rgb: [255, 0, 0] })
  })

  test("set the avatar from an NFT: the grid shows the owner's and the vault's NFTs, tokens left out @phone", async ({
    page,
  }) => {
    await openProfile(page, 'alice.algo')
    const avatar = page.getByTestId('profile').getByTestId('avatar-image').first()
    const before = await avatar.getAttribute('src')
    const dialog = await startAction(page, 'Set avatar', true)
    const mine = dialog.getByRole('region', { name: 'NFTs of Your account' })
    const vault = dialog.getByRole('region', { name: "NFTs of alice.algo's vault" })
    // ARC-3 metadata and an ARC-19 reserve resolve to pictures; a fractional NFT of 10,000 units counts.
    await expect(mine.getByRole('button', { name: `Builder badge@arc3 (${BADGE_NFT.id})` })).toBeEnabled()
    await expect(vault.getByRole('button', { name: `Vault art (${VAULT_ART_NFT.id})` })).toBeEnabled()
    await expect(vault.getByRole('button', { name: `Gallery shares (${SHARES_NFT.id})` })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /USDC/ })).toHaveCount(0)

    const sunset = mine.getByRole('button', { name: `Sunset #1 (${SUNSET_NFT.id})` })
    await sunset.click()
    await expect(sunset).toHaveAttribute('aria-pressed', 'true')
    await confirmAndFinish(page, dialog, `The avatar of alice.algo is now NFT ${SUNSET_NFT.id}`)
    await expect(avatar).not.toHaveAttribute('src', before!)
    await expect(avatar).toHaveAttribute('src', new RegExp(`/${NFT_IMAGE_CID}$`))
  })

  test('set the avatar by upload: a square crop', async ({ page }) => {
    await openProfile(page, 'alice.algo')
    const avatar = page.getByTestId('profile').getByTestId('avatar-image').first()
    const before = await avatar.getAttribute('src')
    const dialog = await startAction(page, 'Set avatar', true)
    await dialog.getByLabel('Upload an image').check()
    await dialog.getByLabel(/^Image file/).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page),
    })
    await expect(dialog.getByTestId('crop-preview')).toBeVisible()
    await confirmAndFinish(page, dialog, 'The avatar of alice.algo is the image you uploaded')
    await expect(avatar).not.toHaveAttribute('src', before!)
    await expect(avatar).toHaveAttribute('src', /\/bafkrei[a-z2-7]+$/)
  })

  test('not offered for a name you do not own', async ({ page }) => {
    await openProfile(page, 'bob.algo')
    await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible()
    const menu = await manageMenu(page)
    expect(menu).not.toContain('Set avatar')
    expect(menu).not.toContain('Set banner')
    await showProfile(page, 'alice.algo')
    expect(await manageMenu(page)).toEqual(expect.arrayContaining(['Set avatar', 'Set banner']))
  })
})
