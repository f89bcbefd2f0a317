/**
 * KMD is a developer's local key daemon: only the localnet build offers it, and a build for a
 * public network carries none of its code, neither the wallet's adapter nor algosdk's KMD client.
 */
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KMD_WALLET_NAME } from '../../src/wallet/adapters/kmd'
import { distDir, listFiles, markersIn } from './distFiles'

const KMD_MARKERS = [
  // algosdk's KMD client: the header it sends its token in.
  'X-KMD-API-Token',
  // The KMD adapter: the daemon's wallet it opens.
  KMD_WALLET_NAME,
]

const kmdChunks = (mode: string) =>
  listFiles(distDir(mode))
    .map((file) => basename(file))
    .filter((name) => /^kmd-[\w-]+\.js$/.test(name))

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  it('ships no KMD chunk and no KMD code', () => {
    expect(kmdChunks(mode)).toEqual([])
    expect(markersIn(mode, KMD_MARKERS, /\.js$/), `found in dist/${mode}`).toEqual([])
  })
})

describe('the localnet build', () => {
  it('does ship KMD (so the markers above are real)', () => {
    expect(kmdChunks('localnet')).toHaveLength(1)
    expect(markersIn('localnet', KMD_MARKERS, /\.js$/)).toEqual(KMD_MARKERS)
  })
})
