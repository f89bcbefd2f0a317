/** What a production build publishes: no source maps, and no VITE_ variable the app does not read. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { distDir, listFiles } from './distFiles'

// The variables the app reads: the ones its env schema names.
const schema = readFileSync(new URL('../../src/config/envSchema.ts', import.meta.url), 'utf8')
const READ = new Set(schema.match(/VITE_[A-Z0-9_]+/g) ?? [])

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  const files = listFiles(distDir(mode))
  const code = files.filter((file) => /\.(js|html|css)$/.test(file)).map((file) => readFileSync(file, 'utf8'))

  it('publishes no source map, and points to none', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([])
    expect(code.some((text) => text.includes('sourceMappingURL'))).toBe(false)
  })

  it('carries only the variables the app reads, never the env object whole', () => {
    const named = new Set(code.flatMap((text) => text.match(/VITE_[A-Z0-9_]+/g) ?? []))
    expect([...named].filter((name) => !READ.has(name))).toEqual([])
  })
})
