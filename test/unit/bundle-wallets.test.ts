/**
 * The initial bundle of the built app (entry chunk, its modulepreloads and every chunk it
 * imports statically) holds no wallet SDK and no algosdk: they load only on demand.
 * Reads dist/<mode>; the test command builds first. Skipped, saying so, when a build is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Distinctive strings each SDK carries into any chunk that contains it. */
const WALLET_SDKS: Record<string, string[]> = {
  '@perawallet/connect': ['pera-wallet-connect-modal'],
  '@blockshake/defly-connect': ['defly-wallet-connect-modal'],
  '@walletconnect/sign-client': ['relay.walletconnect.org'],
  'walletconnect v1 (Pera/Defly)': ['bridge.walletconnect.org'],
  'lute-connect': ['https://lute.app'],
  '@agoralabs-sh/avm-web-provider': ['ARC0027MethodCanceledError'],
}
const ALGOSDK = ['X-Algo-API-Token', 'X-KMD-API-Token']

/** Static imports of an ES chunk: `import … from "x"`, `import "x"`, `export … from "x"`; not import("x"). */
function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(m[1]!)
  }
  return [...found]
}

/** Every file of the initial load: entry script(s), modulepreloads and their static import closure. */
function initialFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const start = [
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!),
  ].filter((src) => src.startsWith('/'))
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    const code = readFileSync(join(dist, url), 'utf8')
    for (const spec of staticImports(code)) queue.push(posix.join(posix.dirname(url), spec))
  }
  return [...seen]
}

for (const mode of ['mock', 'testnet'] as const) {
  const dist = join(root, 'dist', mode)
  const built = existsSync(join(dist, 'index.html'))
  describe.skipIf(!built)(`initial bundle of dist/${mode}`, () => {
    if (!built) console.warn(`bundle-wallets: dist/${mode} is missing, run \`node scripts/build-all.mjs ${mode}\` first`)
    const files = built ? initialFiles(dist) : []
    const read = (f: string) => readFileSync(join(dist, f), 'utf8')

    it('follows the entry chunk and its static imports', () => {
      expect(files.length).toBeGreaterThan(0)
      expect(files.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true)
    })

    it('contains no wallet SDK', () => {
      for (const file of files) {
        const code = read(file)
        for (const [sdk, marks] of Object.entries(WALLET_SDKS)) {
          for (const mark of marks) expect(code.includes(mark), `${sdk} ("${mark}") in ${file}`).toBe(false)
        }
      }
    })

    it('contains no algosdk', () => {
      for (const file of files) {
        for (const mark of ALGOSDK) expect(read(file).includes(mark), `algosdk ("${mark}") in ${file}`).toBe(false)
      }
    })

    it('the SDK strings are found in the build at all (the check can fail)', () => {
      // The adapters' lazy chunks must carry the marks, or the test above proves nothing.
      const all = listAssets(dist).map((f) => readFileSync(f, 'utf8')).join('\n')
      expect(all.includes('X-Algo-API-Token')).toBe(true)
      if (mode === 'testnet') {
        expect(all.includes('pera-wallet-connect-modal')).toBe(true)
        expect(all.includes('https://lute.app')).toBe(true)
      }
    })
  })
}

function listAssets(dist: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, 'assets', f))
}
