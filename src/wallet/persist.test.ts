import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { logger } from '@/lib/logger'
import { isValidAddress } from '@/lib/address'
import {
  decodeStoredState,
  defaultState,
  everyAddressPasses,
  keepConfiguredWallets,
  parsePersistedState,
  readState,
  serializeState,
  writeState,
} from './persist'
import { mapStorage } from '@/testing/mapStorage'
import type { PersistedState } from './types'

const acct = (address: string, n = 1) => ({ name: `Pera Account ${n}`, address })
const valid: PersistedState = {
  wallets: {
    pera: {
      accounts: [acct(TEST_ACCOUNT.address), acct(OTHER_ACCOUNT.address, 2)],
      activeAccount: acct(TEST_ACCOUNT.address),
    },
  },
  activeWallet: 'pera',
  activeNetwork: 'testnet',
}
const opts = { networks: ['testnet', 'mainnet', 'betanet'] as const, defaultNetwork: 'testnet' as const }

afterEach(() => vi.restoreAllMocks())

describe('parsePersistedState', () => {
  it('accepts what we write', () => {
    expect(parsePersistedState(JSON.parse(serializeState(valid)))).toEqual(valid)
    expect(parsePersistedState({ wallets: {}, activeWallet: null, activeNetwork: 'mainnet' })).toEqual(
      defaultState('mainnet'),
    )
  })

  const broken: [string, (s: PersistedState) => unknown][] = [
    ['unknown wallet id', (s) => ({ ...s, wallets: { nope: s.wallets.pera }, activeWallet: null })],
    [
      'address with a bad checksum',
      (s) => ({
        ...s,
        wallets: { pera: { accounts: [acct(TEST_ACCOUNT.address.slice(0, -1) + 'A')], activeAccount: null } },
      }),
    ],
    [
      'account without a name',
      (s) => ({ ...s, wallets: { pera: { accounts: [{ address: TEST_ACCOUNT.address }], activeAccount: null } } }),
    ],
    [
      'account with extra keys',
      (s) => ({
        ...s,
        wallets: { pera: { accounts: [{ ...acct(TEST_ACCOUNT.address), x: 1 }], activeAccount: null } },
      }),
    ],
    [
      'active account not among the accounts',
      (s) => ({
        ...s,
        wallets: { pera: { accounts: [acct(TEST_ACCOUNT.address)], activeAccount: acct(OTHER_ACCOUNT.address) } },
      }),
    ],
    ['no accounts', (s) => ({ ...s, wallets: { pera: { accounts: [], activeAccount: null } } })],
    ['active wallet not connected', (s) => ({ ...s, activeWallet: 'defly' })],
    ['active wallet not a wallet id', (s) => ({ ...s, activeWallet: 7 })],
    ['unknown network', (s) => ({ ...s, activeNetwork: 'devnet' })],
    ['wallets missing', (s) => ({ activeWallet: null, activeNetwork: s.activeNetwork })],
    ['wallets an array', (s) => ({ ...s, wallets: [] })],
  ]
  it.each(broken)('rejects %s', (_name, mutate) => {
    expect(parsePersistedState(mutate(valid), isValidAddress)).toBeNull()
  })

  it('by default checks the shape of addresses, not their checksum (everyAddressPasses does)', () => {
    const badChecksum = acct(TEST_ACCOUNT.address.slice(0, -1) + 'A')
    const state = parsePersistedState({ ...valid, wallets: { pera: { accounts: [badChecksum], activeAccount: null } } })
    expect(state?.wallets.pera?.accounts).toEqual([badChecksum])
    expect(everyAddressPasses(state!, isValidAddress)).toBe(false)
    expect(everyAddressPasses(valid, isValidAddress)).toBe(true)
    const malformed = acct(TEST_ACCOUNT.address.slice(0, -1) + '1')
    expect(
      parsePersistedState({ ...valid, wallets: { pera: { accounts: [malformed], activeAccount: null } } }),
    ).toBeNull()
  })
})

describe('decodeStoredState', () => {
  it('logs "Persisted state is invalid" and uses the default', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    expect(decodeStoredState('{"wallets":{}}', opts)).toEqual(defaultState('testnet'))
    expect(error).toHaveBeenCalledWith('Persisted state is invalid')
  })

  it('drops a bad account or wallet alone at start-up (v1 or v2), keeping the rest', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const pera = valid.wallets.pera!
    const stored = {
      ...valid,
      wallets: { pera: { ...pera, accounts: [...pera.accounts, { address: 'x' }] }, nope: pera, defly: 7 },
    }
    expect(decodeStoredState(JSON.stringify(stored), opts)).toEqual(valid)
    expect(decodeStoredState(JSON.stringify({ version: 2, data: stored }), opts)).toEqual(valid)
    expect(warn).toHaveBeenCalledTimes(6)
    expect(JSON.parse(serializeState(valid))).toEqual({ version: 2, data: valid })
  })

  it('fuzz: arbitrary wallets and accounts written beside good ones never cost a good one', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const pera = valid.wallets.pera!
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 4 }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
        (junkAccounts, junkWallets) => {
          const accounts = [...junkAccounts, ...pera.accounts]
          const wallets = { ...junkWallets, pera: { ...pera, accounts } }
          const result = decodeStoredState(JSON.stringify({ ...valid, wallets }), opts)
          expect(result.wallets.pera).toEqual(pera)
          expect(result.activeWallet).toBe('pera')
        },
      ),
    )
  })

  it('falls back to the default network when the stored one is not configured', () => {
    const stored = serializeState({ ...valid, activeNetwork: 'localnet' })
    expect(decodeStoredState(stored, opts).activeNetwork).toBe('testnet')
    expect(decodeStoredState(stored, opts).wallets).toEqual(valid.wallets)
    const mainnet = serializeState({ ...valid, activeNetwork: 'mainnet' })
    expect(decodeStoredState(mainnet, opts).activeNetwork).toBe('mainnet')
  })

  it('property: any JSON or garbage in storage never throws and falls back to the default', () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const text = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      // Near misses: the right keys holding arbitrary values.
      fc
        .record({ wallets: fc.jsonValue(), activeWallet: fc.jsonValue(), activeNetwork: fc.jsonValue() })
        .map((v) => JSON.stringify(v)),
      fc
        .dictionary(fc.constantFrom('pera', 'defly', 'x'), fc.jsonValue())
        .map((wallets) => JSON.stringify({ wallets, activeWallet: null, activeNetwork: 'testnet' })),
    )
    fc.assert(
      fc.property(text, (raw) => {
        const result = decodeStoredState(raw, opts)
        // Oracle: only an exact valid state survives; everything else is the default.
        let parsed: unknown
        try {
          parsed = JSON.parse(raw)
        } catch {
          parsed = undefined
        }
        const accepted = parsed !== undefined && parsePersistedState(parsed) !== null
        if (!accepted) expect(result).toEqual(defaultState('testnet'))
        expect(opts.networks).toContain(result.activeNetwork)
      }),
      { numRuns: 500 },
    )
  })
})

describe('storage failures are only logged', () => {
  it('reading disabled storage returns null, writing to full storage does not throw', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(readState(mapStorage({}, { get: true }), 'k')).toBeNull()
    expect(() => writeState(mapStorage({}, { set: true }), 'k', valid)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(readState(null, 'k')).toBeNull()
  })
})

describe('keepConfiguredWallets', () => {
  it('drops wallets the network does not offer and clears the active one if it went', () => {
    const both: PersistedState = { ...valid, wallets: { ...valid.wallets, kmd: valid.wallets.pera! } }
    expect(keepConfiguredWallets(both, ['defly', 'kmd'])).toEqual({
      ...both,
      wallets: { kmd: valid.wallets.pera },
      activeWallet: null,
    })
    expect(keepConfiguredWallets(both, ['pera'])).toEqual({ ...both, wallets: { pera: valid.wallets.pera } })
  })
})
