/**
 * The installable app: production builds publish a manifest, its icons and a Workbox service
 * worker that precaches the shell and caches nothing at run time (algod and the API always go to
 * the network), under a policy that allows exactly those. The mock build keeps MSW's worker alone.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NETWORKS, PUBLIC_NETWORKS } from '../../src/config/networks'
import { distDir, listFiles } from './distFiles'

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  const dir = distDir(mode)

  it('links a manifest whose icons are in the build', () => {
    expect(read(dir, 'index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    const manifest = JSON.parse(read(dir, 'manifest.webmanifest')) as {
      name: string
      start_url: string
      display: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) expect(existsSync(join(dir, icon.src)), icon.src).toBe(true)
  })

  it('has a service worker that precaches the shell and its entry, and caches no API or algod reply', () => {
    const sw = read(dir, 'sw.js')
    expect(sw).toContain('precacheAndRoute')
    expect(sw).toContain('"index.html"')
    const entry = /\/(assets\/index-[\w-]+\.js)/.exec(read(dir, 'index.html'))?.[1]
    expect(entry).toBeTruthy()
    expect(sw).toContain(`"${entry}"`)
    // One route: navigations to the shell. No runtime caching strategy for anything else.
    expect(sw.match(/registerRoute\(/g)).toHaveLength(1)
    expect(sw).toContain('NavigationRoute')
    expect(sw).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate/)
    for (const id of PUBLIC_NETWORKS) {
      expect(sw).not.toContain(new URL(NETWORKS[id].apiBase).host)
      expect(sw).not.toContain(new URL(NETWORKS[id].algod.server).host)
    }
  })

  it("the host's policy allows the worker and the manifest from the app itself, nothing wider", () => {
    const policy = read(dir, '_headers')
    expect(policy).toContain("worker-src 'self' blob:;")
    expect(policy).toContain("manifest-src 'self';")
  })

  it('does not carry MSW', () => {
    expect(existsSync(join(dir, 'mockServiceWorker.js'))).toBe(false)
  })
})

describe('the mock build', () => {
  const dir = distDir('mock')
  const files = listFiles(dir)

  it("has MSW's worker and no Workbox worker, manifest or registration", () => {
    expect(existsSync(join(dir, 'mockServiceWorker.js'))).toBe(true)
    expect(existsSync(join(dir, 'sw.js'))).toBe(false)
    expect(existsSync(join(dir, 'manifest.webmanifest'))).toBe(false)
    expect(files.filter((file) => /workbox/i.test(file))).toEqual([])
    const code = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'))
    // workbox-window's registration ("SW registered") and the app's prompt are left out.
    expect(code.some((text) => text.includes('A new version is ready'))).toBe(false)
    expect(code.some((text) => text.includes('messageSkipWaiting'))).toBe(false)
  })
})
