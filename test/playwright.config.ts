import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { BUILDS } from './e2e/builds'
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from '../scripts/chromium.mjs'

/**
 * The mock build's specs with tests at phone size (375×667, touch). What depends on the screen runs
 * there too: the accessibility scans (a11y.spec.ts, whole: the phone layout shows other elements)
 * and each test tagged `@phone` (the header, menus, each dialog's fit and reach, touch scrolling,
 * a page's phone layout). The rest is logic the window's size cannot change (what a group holds,
 * what a fault does, what is stored): desktop runs it alone. The production builds' specs (the
 * wallets' transports, the CSP, the offline worker) are desktop only. README, Testing, lists them.
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
  'reminders',
  'sales',
  'simulate',
  'stats',
  'vault',
  'wallet',
  'watchlist',
]

/**
 * Browser tests against the built app (`npm run build:all` first), in Debian's Chromium:
 * never a browser Playwright downloads. Each build is served as its host serves it, compressed and
 * with its `_headers` (scripts/serveDist.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  // A test that fails, fails: a second try would hide a race instead of removing it (issue 36).
  retries: 0,
  // A hang's limit, not a speed goal: journeys of 10–20 s on an idle machine take two to three
  // times that on a loaded 2-core one, and at 30 s one ran out mid-step (a fresh clone, 2026-11-28).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The slowest specs and tests, by worker time, at the end of the run.
  reporter: [['list'], ['./slowestReporter.ts']],
  use: {
    baseURL: BUILDS.mock,
    // The browser's language, which the app follows until the visitor picks one.
    locale: 'en-US',
    // Skeletons and spinners stand still (the app honours the wish): a pulse changes no behaviour,
    // and each of its frames is drawn in software, about a core-second a page boot (issue 36).
    // shell.spec.ts checks that they move for everyone else.
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_TEST_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop' },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true },
      testMatch: PHONE_SPECS.map((spec) => `**/${spec}.spec.ts`),
      grep: [/@phone/, /\ba11y\.spec\.ts\b/],
    },
  ],
  // Only the builds that exist: a helper may build just `mock` while working.
  webServer: Object.entries(BUILDS)
    .filter(([mode]) => existsSync(new URL(`../dist/${mode}/index.html`, import.meta.url)))
    .map(([mode, url]) => ({
      command: `node scripts/serveDist.mjs dist/${mode} ${new URL(url).port}`,
      cwd: '..',
      url,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
})
