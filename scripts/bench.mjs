// npm run bench: builds every mode, prints per route the initial JS and CSS (gzip), each wallet
// SDK's chunk, who owns home's first JS (by package and by our folder), and Lighthouse on home, a
// profile and the marketplace in Debian's Chromium: the testnet build (mobile), as users get it,
// beside the mock build (mobile and desktop), with each run's main-thread and script time from its
// trace; writes bench-report.json and exits 1 when a budget of the production build is missed.
//   --no-build        reuse dist/ as it is
//   --runs N          Lighthouse runs per page and form factor (median kept; default 3)
//   --builds a,b      the folders of dist/ Lighthouse measures (default testnet,mock)
//   --pages a,b       the pages it measures (default home,profile,marketplace)
//   --lhr DIR         also write each run's full Lighthouse report to DIR (for its trace and tasks)
//   --scale-only      skip Lighthouse: only the sizes and the scale case (My names for 10 and 5,000 names)
//   --sizes-only      only the sizes and who owns home's first load (no browser)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { serveDist } from './serveDist.mjs'
import { serveProductionHosts } from './productionHosts.mjs'
import { benchScale } from './benchScale.mjs'
import { firstLoadOwners } from './firstLoadOwners.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3
const LHR_DIR = args.includes('--lhr') ? args[args.indexOf('--lhr') + 1] : undefined
if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true })
const MODES = ['mock', 'localnet', 'betanet', 'testnet', 'mainnet']
const ROUTES = {
  home: 'HomePage',
  profile: 'NamePage',
  portfolio: 'AddressPage',
  'my-names': 'MyNamesPage',
  marketplace: 'MarketplacePage',
}
const WALLET_CHUNKS = ['pera', 'defly', 'walletconnect', 'lute', 'kibisis', 'exodus', 'kmd', 'mnemonic']
// A profile with a banner and an avatar: its LCP is the banner.
const PROFILE_PATH = process.env.BENCH_PROFILE ?? '/name/alice.algo'
const ALL_PAGES = { home: '/', profile: PROFILE_PATH, marketplace: '/marketplace' }
const SIZES_ONLY = args.includes('--sizes-only')
const PAGES = args.includes('--scale-only')
  ? {}
  : args.includes('--pages')
    ? Object.fromEntries(args[args.indexOf('--pages') + 1].split(',').map((page) => [page, ALL_PAGES[page]]))
    : ALL_PAGES
const FORMS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
]
// Lighthouse runs on these builds: the one users get (testnet) and the mock one, for comparison.
const BUILDS = (args.includes('--builds') ? args[args.indexOf('--builds') + 1] : 'testnet,mock').split(',')
// Any other folder of dist/ (say a build of another commit, for an A/B) is measured as testnet.
// BENCH_PORT_BASE: where its servers listen (4190 on), for two benches on one machine.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4190)
const PORTS = Object.fromEntries(BUILDS.map((build, i) => [build, PORT_BASE + i]))
const BUDGET = {
  // As test/build/initial-bundle.test.ts's production budget.
  homeInitialJsKb: 120,
  profileLcpMs: 2500,
  profilePerformance: 90,
  performance: 98,
  tbtMs: 150,
  cls: 0.02,
}

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
  // The entry and its preloads, as strings in the inline script that adds them (src/prerender/startApp.ts).
  const started = html.match(/\{"entry":("[^"]+"),"preloads":(\[[^\]]*\])/)
  const entryJs = started ? [JSON.parse(started[1]), ...JSON.parse(started[2])].map((url) => url.slice(1)) : []
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
      js,
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

// Who owns home's first load, on a production build (the mock's when none is built).
const ownersMode = ['mainnet', 'testnet', 'mock'].find((mode) => report.sizes[mode]?.routes.home)
const owners = ownersMode && firstLoadOwners(ownersMode, report.sizes[ownersMode].routes.home.js)
if (owners) {
  report.homeOwners = { mode: ownersMode, ...owners }
  const top = (table, n) => {
    const rows = Object.entries(table)
    const rest = rows.slice(n).reduce((sum, [, value]) => sum + value, 0)
    return Object.fromEntries([...rows.slice(0, n), ...(rest ? [['(the rest)', Math.round(rest * 100) / 100]] : [])])
  }
  const total = (table) => Math.round(Object.values(table).reduce((sum, v) => sum + v, 0) * 100) / 100
  console.log(
    `Home's first JS on the ${ownersMode} build by owner (kB gzip): packages ${total(owners.byPackage)}, ours ${total(owners.byFolder)}`,
  )
  console.table(Object.entries(top(owners.byPackage, 14)).map(([pkg, kB]) => ({ package: pkg, kB })))
  console.table(Object.entries(top(owners.byFolder, 18)).map(([folder, kB]) => ({ folder, kB })))
}
if (SIZES_ONLY) {
  writeFileSync('bench-report.json', JSON.stringify(report, null, 2))
  process.exit(0)
}

// Lighthouse on the mock build and on the testnet build, each served as a CDN would on loopback.
// The testnet build's API and image gateway answer on loopback over TLS under their real host
// names (scripts/productionHosts.mjs), with the mock's fixtures and images of realistic weight.
const servers = []
for (const [build, port] of Object.entries(PORTS)) servers.push(await serveDist(`dist/${build}`, port))
const hosts = await serveProductionHosts('testnet', PORT_BASE + BUILDS.length)
servers.push(hosts)

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    `--host-resolver-rules=${hosts.names.map((name) => `MAP ${name} 127.0.0.1:${hosts.port}`).join(', ')}`,
    '--ignore-certificate-errors',
  ],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
try {
  for (const build of BUILDS) {
    for (const [page, path] of Object.entries(PAGES)) {
      // The mock build keeps its desktop figures; the production figures are the mobile ones.
      for (const [form, config] of build === 'mock' ? FORMS : FORMS.slice(0, 1)) {
        const runs = []
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `http://localhost:${PORTS[build]}${path}`,
            {
              port: chrome.port,
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              logLevel: 'error',
            },
            config,
          )
          const { categories, audits } = result.lhr
          if (LHR_DIR) {
            writeFileSync(join(LHR_DIR, `${build}-${page}-${form}-${i}.json`), JSON.stringify(result.lhr))
            writeFileSync(
              join(LHR_DIR, `${build}-${page}-${form}-${i}.trace.json`),
              JSON.stringify(result.artifacts.Trace),
            )
          }
          runs.push({
            performance: Math.round(categories.performance.score * 100),
            accessibility: Math.round(categories.accessibility.score * 100),
            bestPractices: Math.round(categories['best-practices'].score * 100),
            fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
            lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
            tbtMs: Math.round(audits['total-blocking-time'].numericValue),
            // From the run's trace: all main-thread work, and the part that is script (parse, compile, run).
            mainThreadMs: Math.round(audits['mainthread-work-breakdown'].numericValue),
            scriptMs: Math.round(audits['bootup-time'].numericValue),
            cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
            // Lighthouse's own CPU score of this machine for the run: TBT scales with it (lower is slower).
            cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
            ...lcpPhases(audits['largest-contentful-paint-element']),
          })
        }
        const keys = Object.keys(runs[0])
        const figures = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
        report.lighthouse[`${build} ${page} ${form}`] = figures
        // The budgets are the production build's, on a phone: the mock build is shown beside it.
        if (build !== 'mock' && form === 'mobile') report.failures.push(...missedBudgets(page, figures))
      }
    }
  }
} finally {
  await chrome.kill()
  for (const server of servers) await server.close()
}

/** Where the LCP's time went (simulated): first byte, until the LCP resource starts, its load, its render. */
function lcpPhases(audit) {
  const table = audit?.details?.items?.find((item) => item.items?.[0]?.phase)
  const [ttfb, loadDelay, loadTime, renderDelay] = table?.items.map((item) => Math.round(item.timing)) ?? []
  return { lcpTtfbMs: ttfb, lcpLoadDelayMs: loadDelay, lcpLoadTimeMs: loadTime, lcpRenderDelayMs: renderDelay }
}

function splitPhases(figuresByRun) {
  const main = {}
  const phases = {}
  for (const [key, figures] of Object.entries(figuresByRun)) {
    const { lcpTtfbMs, lcpLoadDelayMs, lcpLoadTimeMs, lcpRenderDelayMs, ...rest } = figures
    main[key] = rest
    phases[key] = { ttfb: lcpTtfbMs, loadDelay: lcpLoadDelayMs, loadTime: lcpLoadTimeMs, renderDelay: lcpRenderDelayMs }
  }
  return { main, phases }
}

function missedBudgets(page, figures) {
  const missed = []
  const performance = page === 'profile' ? BUDGET.profilePerformance : BUDGET.performance
  if (figures.performance < performance)
    missed.push(`${page} mobile performance ${figures.performance} < ${performance}`)
  if (page === 'profile' && figures.lcpMs > BUDGET.profileLcpMs)
    missed.push(`${page} mobile LCP ${figures.lcpMs} ms > ${BUDGET.profileLcpMs} ms`)
  if (figures.tbtMs > BUDGET.tbtMs) missed.push(`${page} mobile TBT ${figures.tbtMs} ms > ${BUDGET.tbtMs} ms`)
  if (figures.cls >= BUDGET.cls) missed.push(`${page} mobile CLS ${figures.cls} >= ${BUDGET.cls}`)
  return missed
}

console.log(`Lighthouse, median of ${RUNS} (compare runs only at similar cpuIndex: this machine's CPU score)`)
const { main, phases } = splitPhases(report.lighthouse)
console.table(main)
console.log('Where each LCP went (ms): first byte, load delay, load time, render delay')
console.table(phases)

// The scale case, on the mainnet build: My names for 10 and for 5,000 names.
if (existsSync('dist/mainnet/index.html')) {
  const scale = await benchScale({ port: PORT_BASE + BUILDS.length + 1 })
  report.scale = scale
  console.log('My names at scale (mainnet build): 10 and 5,000 names, and 5,000 / 10')
  console.table({ ...scale.figures, 'ratio 5,000 / 10': scale.ratios })
  report.failures.push(...scale.missed)
}
writeFileSync('bench-report.json', JSON.stringify(report, null, 2))
console.log('Report written to bench-report.json')
if (report.failures.length) {
  console.error(`\nBudgets missed:\n  ${report.failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nEvery budget met.')
