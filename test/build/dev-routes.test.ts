import { describe, expect, it } from 'vitest'
import { markersIn } from './distFiles'

// What each page under src/app/dev puts in a build: its route path and its own text.
const DEV_MARKERS = [
  '/_dev/',
  'A page with its own layout',
  'A long page',
  'This page failed on purpose',
  'Thrown once on purpose',
  'Just so you know',
]

describe.each(['betanet', 'testnet', 'mainnet'])('the %s production build', (mode) => {
  it('carries none of the dev-only routes', () => {
    expect(markersIn(mode, DEV_MARKERS), `found in dist/${mode}`).toEqual([])
  })
})

describe('the mock build', () => {
  it('carries every dev-only route (so the markers above are real)', () => {
    expect(markersIn('mock', DEV_MARKERS)).toEqual(DEV_MARKERS)
  })
})
