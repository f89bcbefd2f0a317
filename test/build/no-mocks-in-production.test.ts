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

/** The mnemonic wallet's chunks: its adapter and the app's dialogs it alone asks through. */
const MNEMONIC_CHUNK = /^(mnemonic|MnemonicDialog|SignRequestDialog)-[\w-]+\.js$/
const mnemonicChunks = (files: string[]) =>
  files.map((file) => basename(file)).filter((name) => MNEMONIC_CHUNK.test(name))

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  const files = listFiles(distDir(mode))

  it('has no mock service worker file', () => {
    expect(files.map((file) => basename(file))).not.toContain('mockServiceWorker.js')
  })

  it('ships no chunk of the mnemonic wallet', () => {
    expect(mnemonicChunks(files)).toEqual([])
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
    expect(mnemonicChunks(files)).toHaveLength(3)
  })
})
