import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { distDir, listFiles } from './distFiles'

// What each page under src/app/dev puts in a build: its route path and its own text.
const DEV_MARKERS = [
  '/_dev/',
  'A page with its own layout',
  'A long page',
  'This page failed on purpose',
  'Just so you know',
]

function buildCode(mode: string): string[] {
  return listFiles(distDir(mode))
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
}

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  it('carries none of the dev-only routes', () => {
    const code = buildCode(mode)
    for (const marker of DEV_MARKERS) {
      expect(
        code.some((text) => text.includes(marker)),
        `"${marker}" found in dist/${mode}`,
      ).toBe(false)
    }
  })
})

describe('the mock build', () => {
  it('carries every dev-only route (so the markers above are real)', () => {
    const code = buildCode('mock')
    for (const marker of DEV_MARKERS) {
      expect(
        code.some((text) => text.includes(marker)),
        marker,
      ).toBe(true)
    }
  })
})
