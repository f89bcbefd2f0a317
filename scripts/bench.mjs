// npm run bench: builds every mode, prints per route the initial JS and CSS (gzip), each wallet
// SDK's chunk, and Lighthouse (mobile and desktop) on home, a profile and the marketplace of the
// mock build in Debian's Chromium; writes bench-report.json and exits 1 when a budget is missed.
//   --no-build     reuse dist/ as it is
//   --runs N       Lighthouse runs per page and form factor (median kept; default 3)
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { serveDist } from './serveDist.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3
const MODES = ['mock', 'localnet', 'betanet', 'testnet', 'mainnet']
const ROUTES = {
  home: 'HomePage',
  profile: 'NamePage',
  portfolio: 'AddressPage',
  'my-names': 'MyNamesPage',
  marketplace: 'MarketplacePage',
}
const WALLET_CHUNKS = ['pera', 'defly', 'walletconnect', 'lute', 'kibisis', 'exodus', 'kmd', 'mnemonic']
const PROFILE_PATH = process.env.BENCH_PROFILE ?? '/name/nfdomains.algo'
const BUDGET = { homeInitialJsKb: 150, lcpMs: 2000, tbtMs: 100, cls: 0.02, performance: 95 }

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const gz = (file) => gzipSync(readFileSync(file)).length

if (!args.includes('--no-build')) execFileSync('node', ['scripts/build-all.mjs'], { stdio: 'inherit' })

/** The static-import closure of some chunks. */
function closure(dir, entries) {
  const queue = [...entries]
  const seen = new Set()
  while (queue.length) {
    const file = queue.shift()
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(join(dir, file), 'utf8')
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`assets/${m[1]}`)
    }
  }
  return [...seen]
}

function chunkFiles(dir, prefix) {
  return readdirSync(join(dir, 'assets'))
    .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))
    .map((f) => `assets/${f}`)
}

function sizes(mode) {
  const dir = join('dist', mode)
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entryJs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])
  const entryCss = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1])
  const initial = closure(dir, entryJs)
  const routes = {}
  for (const [route, prefix] of Object.entries(ROUTES)) {
    const page = chunkFiles(dir, prefix)
    if (page.length === 0) continue
    const js = [...new Set([...initial, ...closure(dir, page)])]
    const pageCss = readdirSync(join(dir, 'assets'))
      .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.css'))
      .map((f) => `assets/${f}`)
    const css = [...entryCss, ...pageCss]
    routes[route] = {
      jsKb: kb(js.reduce((sum, f) => sum + gz(join(dir, f)), 0)),
      cssKb: kb(css.reduce((sum, f) => sum + gz(join(dir, f)), 0)),
      files: js.length,
    }
  }
  const wallets = {}
  for (const id of WALLET_CHUNKS) {
    const files = chunkFiles(dir, id)
    if (files.length === 0) continue
    const own = closure(dir, files).filter((f) => !initial.includes(f))
    wallets[id] = { kb: kb(own.reduce((sum, f) => sum + gz(join(dir, f)), 0)), files: own.length }
  }
  return { routes, wallets }
}

const report = { date: new Date().toISOString(), sizes: {}, lighthouse: {}, budget: BUDGET, failures: [] }
for (const mode of MODES) {
  if (!existsSync(join('dist', mode, 'index.html'))) continue
  report.sizes[mode] = sizes(mode)
}

console.log('\nInitial JS and CSS per route (kB gzip)')
console.table(
  Object.fromEntries(
    Object.entries(report.sizes).flatMap(([mode, { routes }]) =>
      Object.entries(routes).map(([route, s]) => [`${mode} ${route}`, { js: s.jsKb, css: s.cssKb, files: s.files }]),
    ),
  ),
)
console.log('Wallet SDK chunks, loaded when the wallet is picked (kB gzip)')
console.table(
  Object.fromEntries(
    Object.entries(report.sizes).flatMap(([mode, { wallets }]) =>
      Object.entries(wallets).map(([id, s]) => [`${mode} ${id}`, s]),
    ),
  ),
)
for (const [mode, { routes }] of Object.entries(report.sizes)) {
  if (routes.home && mode !== 'mock' && routes.home.jsKb > BUDGET.homeInitialJsKb) {
    report.failures.push(`${mode} home initial JS ${routes.home.jsKb} kB > ${BUDGET.homeInitialJsKb} kB`)
  }
}

// Lighthouse on the mock build, served as a static host would (gzip), on loopback.
const PORT = 4190
const server = await serveDist('dist/mock', PORT)
const stop = () => server.close()

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
try {
  for (const [page, path] of Object.entries({ home: '/', profile: PROFILE_PATH, marketplace: '/marketplace' })) {
    for (const [form, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `http://localhost:${PORT}${path}`,
          { port: chrome.port, onlyCategories: ['performance', 'accessibility', 'best-practices'], logLevel: 'error' },
          config,
        )
        const { categories, audits } = result.lhr
        runs.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          // Lighthouse's own CPU score of this machine for the run: TBT scales with it (lower is slower).
          cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
        })
      }
      const keys = Object.keys(runs[0])
      const figures = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
      report.lighthouse[`${page} ${form}`] = figures
      if (form === 'mobile') {
        if (figures.performance < BUDGET.performance)
          report.failures.push(`${page} mobile performance ${figures.performance} < ${BUDGET.performance}`)
        if (figures.lcpMs > BUDGET.lcpMs)
          report.failures.push(`${page} mobile LCP ${figures.lcpMs} ms > ${BUDGET.lcpMs} ms`)
        if (figures.tbtMs > BUDGET.tbtMs)
          report.failures.push(`${page} mobile TBT ${figures.tbtMs} ms > ${BUDGET.tbtMs} ms`)
        if (figures.cls >= BUDGET.cls) report.failures.push(`${page} mobile CLS ${figures.cls} >= ${BUDGET.cls}`)
      } else if (figures.performance < BUDGET.performance) {
        report.failures.push(`${page} desktop performance ${figures.performance} < ${BUDGET.performance}`)
      }
    }
  }
} finally {
  await chrome.kill()
  stop()
}

console.log(`Lighthouse on the mock build (median of ${RUNS})`)
console.table(report.lighthouse)
writeFileSync('bench-report.json', JSON.stringify(report, null, 2))
console.log('Report written to bench-report.json')
if (report.failures.length) {
  console.error(`\nBudgets missed:\n  ${report.failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nEvery budget met.')
