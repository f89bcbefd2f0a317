import { describe, expect, it } from 'vitest'
import { appTitle } from './appTitle'

describe('appTitle', () => {
  it('carries the network word off mainnet and is plain on mainnet', () => {
    expect(appTitle('betanet')).toBe('NFD betanet')
    expect(appTitle('testnet')).toBe('NFD testnet')
    expect(appTitle('mainnet')).toBe('NFD')
  })
})
