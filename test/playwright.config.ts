import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { BUILDS } from './e2e/builds'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

/**
 * Browser tests against the built app (`npm run build:all` first), in Debian's Chromium:
 * never a browser Playwright downloads. Each build is served by `vite preview`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BUILDS.mock,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // Only the builds that exist: a helper may build just `mock` while working.
  webServer: Object.entries(BUILDS)
    .filter(([mode]) => existsSync(new URL(`../dist/${mode}/index.html`, import.meta.url)))
    .map(([mode, url]) => ({
      command: `npx vite preview --mode ${mode} --outDir dist/${mode} --port ${new URL(url).port} --strictPort`,
      cwd: '..',
      url,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
})
