// The installed app's icons, drawn from the logo (src/ui/logo.svg) by Debian's Chromium and
// committed to public/icons: run again after changing the logo (`node scripts/icons.mjs`).
// The maskable icon fills its square, the mark inside the safe zone (the middle 80%).
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const logo = readFileSync(new URL('../src/ui/logo.svg', import.meta.url), 'utf8')
const maskable = logo
  .replace('rx="8"', 'rx="0"')
  .replace('font-size="15"', 'font-size="12"')
  .replace('y="22"', 'y="20.5"')

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: maskable },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const page = await browser.newPage()
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`)
    const png = await page.locator('svg').screenshot({ omitBackground: true })
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), png)
  }
} finally {
  await browser.close()
}
