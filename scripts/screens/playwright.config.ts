/**
 * `npm run screens`: pictures of each page (screens.ts) in Debian's Chromium against the built
 * mock app, served as its host serves it (scripts/serveDist.mjs), at desktop and phone size;
 * screens.spec.ts writes them into docs/screens/. Not part of `npm test`.
 */
import { defineConfig } from '@playwright/test'
import { BUILDS } from '../../test/e2e/builds'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs'

export default defineConfig({
  testDir: '.',
  testMatch: 'screens.spec.ts',
  outputDir: '../../test-results/screens',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  // Patient: the pictures are not a timing test, and a busy machine loads slowly.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: BUILDS.mock,
    trace: 'off',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `node scripts/serveDist.mjs dist/mock ${new URL(BUILDS.mock).port}`,
    cwd: '../..',
    url: BUILDS.mock,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
