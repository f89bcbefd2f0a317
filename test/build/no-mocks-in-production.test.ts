import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT } from '../../src/mocks/accounts'
import { distDir, listFiles, markersIn } from './distFiles'

// Strings only the mock layer carries: the MSW worker and library, the fixtures' test
// mnemonic, the mock build's test routes and test hooks.
const MOCK_MARKERS = [
  '[MSW]',
  'mockServiceWorker',
  TEST_ACCOUNT.mnemonic.split(' ').slice(0, 4).join(' '),
  '/_dev/throw',
  '__walletHarness',
  '__mock',
  'Production network detected',
  // The mnemonic wallet's faulty-answer switch.
  'not what you were shown',
]

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  const files = listFiles(distDir(mode))

  it('has no mock service worker file', () => {
    expect(files.map((file) => basename(file))).not.toContain('mockServiceWorker.js')
  })

  it('contains no mock code', () => {
    expect(markersIn(mode, MOCK_MARKERS), `found in dist/${mode}`).toEqual([])
  })
})

describe('the mock build', () => {
  it('does ship the mock layer (so the markers above are real)', () => {
    const files = listFiles(distDir('mock'))
    expect(files.map((file) => basename(file))).toContain('mockServiceWorker.js')
    const markers = ['[MSW]', '/_dev/throw', '__mock']
    expect(markersIn('mock', markers, /\.js$/)).toEqual(markers)
  })
})
