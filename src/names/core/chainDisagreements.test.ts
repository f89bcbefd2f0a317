import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeAddress, truncateAddress } from '@/lib/address'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { chainStateOf, registryValueOf } from '@/mocks/chainState'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import { ATTACKER } from '@/mocks/groups'
import type { NfdRecord } from '../api/types'
import { ChainDisagreesError, chainDisagreements } from './chainDisagreements'
import { chainFactsOf, registryEntryOf, type ChainFacts, type StateEntry } from './chainFacts'

const RECORDS = buildNameFixtures(Date.now())
const byName = (name: string) => RECORDS.find((r) => r.name === name)!

/** What the chain says of an honest record: its state as the contract keeps it, through the real decoder. */
const chainOf = (record: NfdRecord): ChainFacts =>
  chainFactsOf(record.name, registryEntryOf(record.name, registryValueOf(record)), chainStateOf(record))

const withEntry = (state: StateEntry[], key: string, bytes: Uint8Array): StateEntry[] => [
  ...state.filter((e) => new TextDecoder().decode(e.key) !== key),
  { key: new TextEncoder().encode(key), value: { type: 1, bytes, uint: 0n } },
]

describe('chainFactsOf', () => {
  it('reads numbers as 8-byte big-endian values, whatever their size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (amount) => {
        const bytes = new Uint8Array(8)
        new DataView(bytes.buffer).setBigUint64(0, amount, false)
        const state = withEntry(chainStateOf(byName('forsale.algo')), 'i.sellamt', bytes)
        expect(chainFactsOf('forsale.algo', { appId: 1n, asaId: 2n }, state).sellAmount).toBe(amount)
      }),
    )
  })

  it('reads addresses as 32-byte keys; all zeros is no one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const state = withEntry(chainStateOf(byName('alice.algo')), 'i.reservedOwner.a', key)
        const expected = key.some((b) => b !== 0) ? encodeAddress(key) : null
        expect(chainFactsOf('alice.algo', { appId: 1n, asaId: 2n }, state).reservedFor).toBe(expected)
      }),
    )
  })

  it('reads the expiry from i.expirationTime (seconds) in ms; none or 0 is a lifetime name', () => {
    const record = byName('expired.algo')
    expect(chainOf(record).expiresAt).toBe(Math.floor(Date.parse(record.timeExpires!) / 1000) * 1000)
    const state = chainStateOf(record)
    const lifetime = state.filter((e) => new TextDecoder().decode(e.key) !== 'i.expirationTime')
    expect(chainFactsOf('x', { appId: 1n, asaId: 2n }, lifetime).expiresAt).toBeNull()
    const zero = withEntry(state, 'i.expirationTime', new Uint8Array(8))
    expect(chainFactsOf('x', { appId: 1n, asaId: 2n }, zero).expiresAt).toBeNull()
  })

  it('refuses a number or an address of the wrong size rather than guess', () => {
    const state = chainStateOf(byName('forsale.algo'))
    expect(() => chainFactsOf('x', { appId: 1n, asaId: 2n }, withEntry(state, 'i.sellamt', new Uint8Array(4)))).toThrow(
      /i\.sellamt is 4 bytes/,
    )
    expect(() =>
      chainFactsOf('x', { appId: 1n, asaId: 2n }, withEntry(state, 'i.owner.a', new Uint8Array(20))),
    ).toThrow(/i\.owner\.a is 20 bytes/)
  })

  it("takes the asset and app ids from the registry's 16 bytes", () => {
    expect(registryEntryOf('a.algo', registryValueOf({ name: 'a.algo', appID: 7, asaID: 8 }))).toEqual({
      appId: 7n,
      asaId: 8n,
    })
    expect(() => registryEntryOf('a.algo', new Uint8Array(8))).toThrow(/8 bytes, expected 16/)
  })
})

describe('chainDisagreements', () => {
  it('finds nothing to say about any honest record', () => {
    for (const record of RECORDS) expect(chainDisagreements(record, chainOf(record))).toEqual([])
  })

  it('names a changed contract in words', () => {
    const record = byName('forsale.algo')
    expect(chainDisagreements({ ...record, appID: 1337001 }, chainOf(record))).toEqual([
      `The name service says forsale.algo's contract is app 1337001, but the chain says ${record.appID}.`,
    ])
  })

  /** One field of the record changed to another value, and the words that must name it. */
  const TAMPERINGS: [string, (r: NfdRecord, n: number) => NfdRecord, (r: NfdRecord, n: number) => string][] = [
    [
      'appID',
      (r, n) => ({ ...r, appID: r.appID! + n }),
      (r, n) => `contract is app ${r.appID! + n}, but the chain says ${r.appID}.`,
    ],
    [
      'asaID',
      (r, n) => ({ ...r, asaID: r.asaID! + n }),
      (r, n) => `asset is ${r.asaID! + n}, but the chain says ${r.asaID}.`,
    ],
    [
      'owner',
      (r) => ({ ...r, owner: ATTACKER }),
      (r) => `is owned by ${truncateAddress(ATTACKER)}, but the chain says ${truncateAddress(r.owner!)}.`,
    ],
    [
      'seller',
      (r) => ({ ...r, seller: ATTACKER }),
      () => `is sold by ${truncateAddress(ATTACKER)}, but the chain says`,
    ],
    ['sellAmount', (r, n) => ({ ...r, sellAmount: (r.sellAmount ?? 0) + n }), () => `ALGO, but the chain says it is`],
    [
      'reservedFor',
      (r) => ({ ...r, reservedFor: ATTACKER }),
      () => `is reserved for ${truncateAddress(ATTACKER)}, but the chain says`,
    ],
  ]

  it('refuses a change to any fact of any name, and says which', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECORDS),
        fc.constantFrom(...TAMPERINGS),
        fc.integer({ min: 1, max: 1_000_000 }),
        (record, [, tamper, words], n) => {
          const found = chainDisagreements(tamper(record, n), chainOf(record))
          expect(found.join(' ')).toContain(words(record, n))
          expect(found.every((sentence) => sentence.startsWith(`The name service says ${record.name}`))).toBe(true)
        },
      ),
    )
  })

  it('says when the name is for sale on only one side', () => {
    const record = byName('alice.algo')
    expect(
      chainDisagreements({ ...record, sellAmount: 1_000_000, seller: TEST_ACCOUNT.address }, chainOf(record)),
    ).toEqual([
      'The name service says alice.algo is for sale at 1 ALGO, but the chain says it is not for sale.',
      `The name service says alice.algo is sold by ${truncateAddress(TEST_ACCOUNT.address)}, but the chain says no one.`,
    ])
  })

  it('refuses a name the registry does not know, an app that names another name, and an unknown version', () => {
    const record = byName('bob.algo')
    expect(chainDisagreements(record, null)).toEqual([
      "The name service knows bob.algo, but the chain's registry has no such name.",
    ])
    expect(chainDisagreements(record, { ...chainOf(record), appName: 'alice.algo' })).toEqual([
      `The chain's registry points bob.algo to app ${record.appID}, which calls itself alice.algo.`,
    ])
    for (const version of ['4.0', '0.9', null, 'three'])
      expect(chainDisagreements(record, { ...chainOf(record), version })).toEqual([
        `The chain says bob.algo's contract is version ${version ?? '(none)'}, which this app does not know.`,
      ])
    expect(chainDisagreements(byName('legacy.algo'), chainOf(byName('legacy.algo')))).toEqual([])
  })

  it('says that nothing was signed', () => {
    const record = byName('bob.algo')
    const error = new ChainDisagreesError(
      chainDisagreements(
        { ...record, owner: OTHER_ACCOUNT.address === record.owner ? ATTACKER : OTHER_ACCOUNT.address },
        chainOf(record),
      ),
    )
    expect(error.message).toMatch(/^The name service says bob\.algo is owned by .*\. Nothing was signed\.$/)
  })
})
