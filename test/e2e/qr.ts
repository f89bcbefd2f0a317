import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * The text of the QR code `element` shows, read from its pixels on screen as a phone's camera
 * reads it (null when none decodes). The page's browser turns the screenshot into pixels, so the
 * test needs no PNG decoder; jsQR decodes them here.
 */
export async function scanQrCode(element: Locator): Promise<string | null> {
  const png = await element.screenshot()
  const image = await element.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    // As base64: an array of numbers, one per byte, took about 2 s to carry out of the page.
    let binary = ''
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
    return { pixels: btoa(binary), width, height }
  }, png.toString('base64'))
  return jsQR(new Uint8ClampedArray(Buffer.from(image.pixels, 'base64')), image.width, image.height)?.data ?? null
}
