import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { BUILDS } from './e2e/builds'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

/**
 * The user flows on the mock build, run at phone size too. Left at desktop size: the production
 * builds' specs (walletSdks, production*, extensionWallet, injectedWallet, networks, scale: the
 * wallets' transports and the CSP, the same at any size), and the mock build's plumbing (data,
 * faults, shell: the service worker, fault recovery, prerendered shells; pages.spec and a11y.spec
 * cover the same pages at phone size).
 */
const PHONE_SPECS = [
  'a11y',
  'auction',
  'badges',
  'flows',
  'images',
  'lookalike',
  'myNames',
  'offers',
  'owner',
  'pages',
  'pay',
  'reachability',
  'reminders',
  'sales',
  'simulate',
  'stats',
  'vault',
  'wallet',
  'watchlist',
]

/**
 * The group check's cases (a tampered group, the decoded review, the wallet's answer, fresh data
 * after a write): the same code and the same dialog at any size, so desktop runs them alone.
 */
const SIZE_FREE =
  /a tampered group never reaches the wallet|the review says what each call does|the wallet's answer is checked|fresh data after a write/

/**
 * Browser tests against the built app (`npm run build:all` first), in Debian's Chromium:
 * never a browser Playwright downloads. Each build is served by `vite preview`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // On CI, a test that fails once is run once more and, if it passes, reported as flaky by name
  // (the list's summary), not hidden: one timing slip on a loaded 2-core runner must not stop a
  // landing, and a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BUILDS.mock,
    // The browser's language, which the app follows until the visitor picks one.
    locale: 'en-US',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop' },
    // Every flow again in a phone's window: the one-row header, menus and dialogs at 375×667.
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true },
      testMatch: PHONE_SPECS.map((spec) => `**/${spec}.spec.ts`),
      grepInvert: SIZE_FREE,
    },
  ],
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
