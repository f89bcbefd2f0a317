/**
 * The kit's pointer-reachability check refuses what a user cannot click: a menu clipped by its
 * card, a button under an overlay, a point outside the viewport; and lets through what a user can
 * reach by scrolling the page or a scrollable panel.
 */
import { expect, test } from './fixtures'

// A card that clips, with a menu hanging below it: the first items show, the rest are cut off.
const CLIPPED_MENU = `
  <div style="height: 40px"></div>
  <section style="overflow: hidden; height: 120px; width: 300px; border: 1px solid">
    <div style="position: relative; height: 60px">
      <button id="manage">Manage</button>
      <div style="position: absolute; top: 30px; left: 0; display: flex; flex-direction: column">
        ${Array.from({ length: 12 }, (_, i) => `<button>Item ${i + 1}</button>`).join('')}
      </div>
    </div>
    <div style="height: 400px"></div>
  </section>`

test('a click on a menu item clipped by its card fails, naming the card', async ({ page }) => {
  await page.setContent(CLIPPED_MENU)
  await page.getByRole('button', { name: 'Item 1', exact: true }).click()
  const clicked = page.getByRole('button', { name: 'Item 10' }).click({ timeout: 1_000 })
  await expect(clicked).rejects.toThrow(/reachable only by scrolling <section>, whose overflow is clipped/)
  // The probe put the card back: nothing scrolled it for the user.
  expect(await page.locator('section').evaluate((card) => card.scrollTop)).toBe(0)
})

test('a button under an overlay, or pushed outside the viewport, is not reachable', async ({ page }) => {
  await page.setContent(`
    <button id="under">Under</button>
    <div style="position: fixed; inset: 0; background: rgb(0 0 0 / 0.3)"></div>
    <button style="position: fixed; left: -200px; top: 10px">Away</button>`)
  await expect(page.getByRole('button', { name: 'Under' }).click({ timeout: 1_000 })).rejects.toThrow(
    /the pointer lands on <div> instead/,
  )
  await expect(page.getByRole('button', { name: 'Away' }).click({ timeout: 1_000 })).rejects.toThrow(
    /outside the \d+×\d+ viewport/,
  )
  await expect(page.getByRole('button', { name: 'Under' }).click({ force: true })).rejects.toThrow(/never `force`/)
})

test('scrolling the page or a scrollable panel is what a user does: those clicks pass', async ({ page }) => {
  await page.setContent(`
    <div style="height: 2000px"></div>
    <div style="overflow: auto; height: 100px"><div style="height: 600px"></div><button>Deep</button></div>
    <label><input type="checkbox" style="opacity: 0; position: absolute"> Agree</label>`)
  await page.getByRole('button', { name: 'Deep' }).click()
  await page.getByLabel('Agree').check()
  await expect(page.getByLabel('Agree')).toBeChecked()
})
