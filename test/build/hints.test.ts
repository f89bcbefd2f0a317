import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distDir } from './distFiles'

const head = (mode: string) => readFileSync(join(distDir(mode), 'index.html'), 'utf8').split('</head>')[0] ?? ''

describe.each([
  ['testnet', 'https://api.testnet.nf.domains'],
  ['mainnet', 'https://api.nf.domains'],
])('the %s build', (mode, api) => {
  it('opens the API (CORS) and image gateway connections from the HTML head', () => {
    expect(head(mode)).toContain(`<link rel="preconnect" href="${api}" crossorigin />`)
    expect(head(mode)).toContain('<link rel="preconnect" href="https://images.nf.domains" />')
  })

  it("starts a profile's record from the head, with the build's own API as the default", () => {
    expect(head(mode)).toContain('<script>(function fetchRecord(')
    expect(head(mode)).toContain('"handoff":"__earlyResponse"')
    expect(head(mode)).toContain(`${api}/nfd/name0placeholder.algo?view=full`)
    // The banner comes from the build's own gateway only.
    expect(head(mode)).toContain('"gateway":"https://images.nf.domains/ipfs"')
  })

  it('carries no preload of the mock network', () => {
    expect(readFileSync(join(distDir(mode), 'index.html'), 'utf8')).not.toContain('preloadAfterFirstPaint')
  })
})

describe('the mock build', () => {
  const html = readFileSync(join(distDir('mock'), 'index.html'), 'utf8')

  it('preconnects to nothing and starts no record: its hosts never resolve', () => {
    expect(head('mock')).not.toContain('rel="preconnect"')
    expect(head('mock')).not.toContain('__earlyResponse')
    expect(head('mock')).not.toContain('fetchRecord')
  })

  it("preloads MSW's code after the first frame, and only files the build has", () => {
    // The inline script is `(function preloadAfterFirstPaint(…) {…})(<data>)`.
    const data = html.match(/<script>\(function preloadAfterFirstPaint\([\s\S]*?\}\)\((\{[^<]*\})\)<\/script>/)?.[1]
    expect(data).toBeDefined()
    const files = (JSON.parse(data!) as { hrefs: string[] }).hrefs
    expect(files.some((file) => /^\/assets\/msw-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of files) expect(existsSync(join(distDir('mock'), file)), file).toBe(true)
  })
})
