import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { routeInitialJs } from './distFiles'

const BUDGET_KB = 150
// Literals only algosdk carries (its algod request paths and its msgpack field errors).
const ALGOSDK_MARKERS = ['/v2/transactions/params', 'Genesis ID must be a string if present']

describe.each(['mock', 'testnet', 'mainnet'])('the home route of the %s build', (mode) => {
  const files = routeInitialJs(mode, 'HomePage')
  const kb = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024

  it(`loads under ${BUDGET_KB} kB of JS (gzip) at first`, () => {
    console.log(`[budget] ${mode} home initial JS: ${kb.toFixed(1)} kB gzip in ${files.length} files: ${files.map((f) => basename(f)).join(', ')}`)
    expect(kb).toBeLessThan(BUDGET_KB)
  })

  it('does not load algosdk at first', () => {
    const code = files.map((file) => readFileSync(file, 'utf8'))
    for (const marker of ALGOSDK_MARKERS) {
      expect(code.some((text) => text.includes(marker)), `${marker} in the initial JS`).toBe(false)
    }
  })
})
