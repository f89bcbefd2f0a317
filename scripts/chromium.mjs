import { existsSync } from 'node:fs'

// Debian's Chromium, as every browser run of this project starts it (browser tests and bench):
// the background-networking flags keep it from calling out of this closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The browser tests drive Debian's headless shell where it is installed (`chromium-headless-shell`,
// the same Blink and V8 without the desktop browser around them): a page boot costs about a quarter
// less CPU (137.6 → 102.4 core-seconds over pages.spec.ts), and the suite is CPU-bound on two cores.
// The bench keeps the full browser, which is what visitors run.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
