import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/formatDate'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { auctionStatus, segmentMintFor, type Ability } from '../core/abilities'
import {
  ABILITIES,
  NO_ABILITIES,
  OWNER_ABILITIES,
  abilityReasons,
  computeAbilities,
  needsCurrentContract,
} from './abilities'
import type { NfdRecord, NfdState } from '../api/types'

const ME = TEST_ACCOUNT.address
const OWNER = OTHER_ACCOUNT.address
const VAULT = THIRD_ACCOUNT.address
const NOW = new Date('2026-06-01T00:00:00Z')
const FUTURE = '2027-06-01T00:00:00Z'
const PAST = '2026-05-01T00:00:00Z'

function rec(partial: Partial<NfdRecord>): NfdRecord {
  return { name: 'alice.algo', nfdAccount: VAULT, ...partial }
}

function granted(record: NfdRecord | null, activeAddress: string | null = ME): Ability[] {
  const abilities = computeAbilities({ name: 'alice.algo', record, activeAddress, now: NOW })
  return ABILITIES.filter((a) => abilities[a])
}

describe('computeAbilities: table', () => {
  const manage: Ability[] = ['canEdit', 'canLink', 'canUnlink', 'canSetPrimary', 'canVerify', 'canSetSegments']
  const vaultOwner: Ability[] = ['canSendFromVault', 'canLockVault']
  it.each<[string, NfdRecord | null, Ability[]]>([
    ['never minted', null, ['canMint']],
    ['available', rec({ state: 'available' }), ['canMint']],
    [
      'owned by me (lifetime)',
      rec({ state: 'owned', owner: ME, caAlgo: [ME] }),
      [
        'canList',
        'canAcceptOffer',
        'canSendName',
        ...manage,
        'canSendToVault',
        'canOptInVault',
        ...vaultOwner,
        'canPay',
      ],
    ],
    [
      'owned by me (V3, expires later)',
      rec({ state: 'owned', owner: ME, caAlgo: [ME], timeExpires: FUTURE }),
      [
        'canList',
        'canAcceptOffer',
        'canSendName',
        'canRenew',
        ...manage,
        'canSendToVault',
        'canOptInVault',
        ...vaultOwner,
        'canPay',
      ],
    ],
    [
      'owned by me, no linked address',
      rec({ state: 'owned', owner: ME }),
      [
        'canList',
        'canAcceptOffer',
        'canSendName',
        'canEdit',
        'canLink',
        'canVerify',
        'canSetSegments',
        'canSendToVault',
        'canOptInVault',
        ...vaultOwner,
        'canPay',
      ],
    ],
    [
      'owned by another',
      rec({ state: 'owned', owner: OWNER, caAlgo: [OWNER] }),
      ['canOffer', 'canSendToVault', 'canPay'],
    ],
    [
      'owned by another, vault unlocked',
      rec({ state: 'owned', owner: OWNER, properties: { internal: { vaultOptInLocked: '0' } } }),
      ['canOffer', 'canSendToVault', 'canOptInVault', 'canPay'],
    ],
    [
      'for sale by another',
      rec({ state: 'forSale', owner: OWNER, seller: OWNER, sellAmount: 5_000_000 }),
      ['canBuy', 'canSendToVault'],
    ],
    [
      'for sale privately to someone else',
      rec({ state: 'forSale', owner: OWNER, sellAmount: 5_000_000, reservedFor: THIRD_ACCOUNT.address }),
      ['canSendToVault'],
    ],
    [
      'for sale privately to me',
      rec({ state: 'forSale', owner: OWNER, sellAmount: 5_000_000, reservedFor: ME }),
      ['canClaim', 'canSendToVault'],
    ],
    [
      'listed by me',
      rec({ state: 'forSale', owner: ME, seller: ME, sellAmount: 5_000_000, caAlgo: [ME] }),
      ['canCancelSale', ...manage, 'canSendToVault', 'canOptInVault', ...vaultOwner],
    ],
    ['reserved for me', rec({ state: 'reserved', owner: VAULT, reservedFor: ME, sellAmount: 1_000_000 }), ['canClaim']],
    ['reserved for another', rec({ state: 'reserved', owner: VAULT, reservedFor: OWNER }), []],
    ['expired (mine)', rec({ state: 'expired', owner: ME, timeExpires: PAST }), ['canRenew']],
    ['expired (another)', rec({ state: 'expired', owner: OWNER, timeExpires: PAST }), ['canRenew']],
    [
      'says owned but expiry passed since',
      rec({ state: 'owned', owner: ME, caAlgo: [ME], timeExpires: PAST }),
      ['canRenew'],
    ],
    ['minting', rec({ state: 'minting', owner: VAULT }), []],
  ])('%s', (_label, record, expected) => {
    expect(granted(record).sort()).toEqual([...expected].sort())
  })

  it('an invalid name cannot be minted', () => {
    expect(computeAbilities({ name: 'Not A Name', record: null, activeAddress: ME, now: NOW }).canMint).toBe(false)
  })
})

// --- properties -----------------------------------------------------------------------------

const address = fc.constantFrom(ME, OWNER, VAULT, THIRD_ACCOUNT.address)
const state = fc.constantFrom<NfdState>('available', 'minting', 'reserved', 'forSale', 'owned', 'expired')
const time = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
const record = fc.record(
  {
    name: fc.constantFrom('alice.algo', 'a.b.algo'),
    state,
    owner: address,
    seller: address,
    nfdAccount: fc.constant(VAULT),
    reservedFor: address,
    sellAmount: fc.integer({ min: 0, max: 10_000_000_000 }),
    caAlgo: fc.array(address, { maxLength: 3 }),
    timeExpires: time.map((d) => d.toISOString()),
    properties: fc.record({ internal: fc.record({ vaultOptInLocked: fc.constantFrom('0', '1') }) }),
  },
  { requiredKeys: ['name'] },
)
const input = fc.record({
  record: fc.option(record, { nil: null }),
  activeAddress: fc.option(address, { nil: null }),
  now: time,
})

/** Independent oracle for "is this account the one in charge": owner field, or seller of a listing. */
function oracleControls(r: NfdRecord | null, who: string): boolean {
  if (!r) return false
  if (r.owner !== undefined && r.owner !== r.nfdAccount) return r.owner === who
  return r.state === 'forSale' && r.seller === who && r.seller !== r.nfdAccount
}

describe('computeAbilities: properties', () => {
  it('an unconnected user may only browse', () => {
    fc.assert(
      fc.property(input, ({ record: r, now }) => {
        expect(computeAbilities({ name: 'alice.algo', record: r, activeAddress: null, now })).toEqual(NO_ABILITIES)
      }),
    )
  })

  it('someone who does not control the name never gets an owner action', () => {
    fc.assert(
      fc.property(input, ({ record: r, activeAddress, now }) => {
        fc.pre(activeAddress !== null && !oracleControls(r, activeAddress))
        const abilities = computeAbilities({ name: 'alice.algo', record: r, activeAddress, now })
        for (const ability of OWNER_ABILITIES) expect(abilities[ability], ability).toBe(false)
      }),
    )
  })

  it('an expired name (by state or by clock) offers only renewal', () => {
    fc.assert(
      fc.property(input, ({ record: r, activeAddress, now }) => {
        fc.pre(r !== null && activeAddress !== null && r.state !== 'available')
        const expired =
          r!.state === 'expired' || (r!.timeExpires !== undefined && Date.parse(r!.timeExpires) <= now.getTime())
        fc.pre(expired)
        const abilities = computeAbilities({ name: r!.name, record: r, activeAddress, now })
        expect(ABILITIES.filter((a) => abilities[a])).toEqual(['canRenew'])
      }),
    )
  })

  it('never both buyer and seller; claim only for the reserved account', () => {
    fc.assert(
      fc.property(input, ({ record: r, activeAddress, now }) => {
        const abilities = computeAbilities({ name: 'alice.algo', record: r, activeAddress, now })
        expect(abilities.canBuy && (abilities.canList || abilities.canCancelSale || abilities.canAcceptOffer)).toBe(
          false,
        )
        if (abilities.canClaim) expect(r?.reservedFor).toBe(activeAddress)
        if (abilities.canBuy && r?.reservedFor) expect(r.reservedFor).toBe(activeAddress)
        if (abilities.canMint) expect(r === null || r.state === 'available').toBe(true)
      }),
    )
  })
})

describe('segments: minting follows the root', () => {
  const NOW = new Date('2026-01-01T00:00:00Z')
  const root = (internal: Record<string, string>, owner: string = OWNER) =>
    rec({ name: 'root.algo', state: 'owned', owner, properties: { internal } })
  const canMint = (rootRecord: NfdRecord | null | undefined, me = ME) =>
    computeAbilities({ name: 'seg.root.algo', record: null, activeAddress: me, now: NOW, root: rootRecord }).canMint

  it('a locked root: only its owner is offered the mint', () => {
    expect(segmentMintFor(root({ segmentLocked: '1' }), ME, NOW)).toBe('closed')
    expect(canMint(root({ segmentLocked: '1' }))).toBe(false)
    expect(segmentMintFor(root({ segmentLocked: '1' }, ME), ME, NOW)).toBe('owner')
    expect(canMint(root({ segmentLocked: '1' }, ME))).toBe(true)
  })

  it('a root without the flag counts as locked (the default)', () => {
    expect(canMint(root({}))).toBe(false)
  })

  it('an open root: anyone', () => {
    expect(segmentMintFor(root({ segmentLocked: '0' }), ME, NOW)).toBe('open')
    expect(canMint(root({ segmentLocked: '0' }))).toBe(true)
  })

  it('a root that is not minted takes no segments', () => {
    expect(canMint(null)).toBe(false)
  })

  it('with the root not known yet, the name alone decides (as before)', () => {
    expect(canMint(undefined)).toBe(true)
  })
})

describe('an old contract', () => {
  const mine = (ver: string) => rec({ state: 'owned', owner: ME, caAlgo: [ME], properties: { internal: { ver } } })
  const at = (record: NfdRecord, contractVersion?: string | null) =>
    computeAbilities({
      name: 'alice.algo',
      record,
      activeAddress: ME,
      now: NOW,
      ...(contractVersion !== undefined ? { contractVersion } : {}),
    })

  it('offers the upgrade and the owner changes it can still make; the rest waits for the upgrade', () => {
    const abilities = at(mine('2.5'))
    expect(ABILITIES.filter((a) => abilities[a]).sort()).toEqual(
      ['canUpgrade', 'canVerify', 'canSendToVault', 'canOptInVault', 'canPay'].sort(),
    )
    for (const ability of OWNER_ABILITIES) expect(abilities[ability]).toBe(!needsCurrentContract(ability))
  })

  it("the chain's version decides over the record's", () => {
    expect(at(mine('3.0'), '2.11').canSendFromVault).toBe(false)
    expect(at(mine('3.0'), '2.11').canUpgrade).toBe(true)
    expect(at(mine('2.5'), '3.0').canSendFromVault).toBe(true)
    expect(at(mine('2.5'), '3.0').canUpgrade).toBe(false)
  })
})

describe('abilityReasons', () => {
  const reasons = (record: NfdRecord | null, activeAddress: string | null = ME, contractVersion?: string) =>
    abilityReasons({
      name: 'alice.algo',
      record,
      activeAddress,
      now: NOW,
      ...(contractVersion !== undefined ? { contractVersion } : {}),
    })

  it('says why, in the order a user fixes things: owner, expiry, contract, then the rule', () => {
    const others = reasons(rec({ state: 'owned', owner: OWNER }))
    expect(others.canList).toBe('Only the owner can list it')
    expect(others.canSendFromVault).toBe('Only the owner can send from its vault')
    const expired = reasons(rec({ state: 'expired', owner: ME, timeExpires: PAST }))
    expect(expired.canEdit).toBe('It expired on May 1, 2026: renew it first')
    const old = reasons(rec({ state: 'owned', owner: ME }), ME, '2.5')
    expect(old.canSendFromVault).toBe('Upgrade the contract first: version 2.5 cannot send from its vault')
    expect(old.canUnlink).toBe('Upgrade the contract first: version 2.5 cannot unlink addresses')
    const listed = reasons(rec({ state: 'forSale', owner: ME, seller: ME, sellAmount: 5_000_000 }))
    expect(listed.canList).toBe('It is listed already: cancel the sale to change it')
    expect(listed.canSendName).toBe('It is listed: cancel the sale first')
    expect(listed.canUnlink).toBe('No address is linked yet: link one first')
    expect(listed.canUpgrade).toBe('The contract is current already')
    expect(reasons(rec({ name: 'a.b.algo', state: 'owned', owner: ME })).canSetSegments).toBe(
      'Only a root name (one word before .algo) has segments',
    )
    expect(reasons(null, null).canMint).toBe('Connect a wallet first')
  })

  it('is null exactly where the ability is granted, and a sentence everywhere else', () => {
    const chain = fc.record({
      chainExpiresAt: fc.option(time.map((d) => d.getTime())),
      price: fc.option(fc.integer({ min: 0, max: 1e12 })),
    })
    fc.assert(
      fc.property(input, chain, ({ record, activeAddress, now }, { chainExpiresAt, price }) => {
        const args = { name: record?.name ?? 'alice.algo', record, activeAddress, now, chainExpiresAt, price }
        const abilities = computeAbilities(args)
        const why = abilityReasons(args)
        for (const ability of ABILITIES) {
          if (abilities[ability]) expect(why[ability]).toBeNull()
          else expect(why[ability]).toMatch(/^[A-Z].{8,}[^.]$/)
        }
      }),
    )
  })
})

describe('a name in its reverse auction', () => {
  const DAY = 86_400_000
  // Expired a week before NOW: its 28-day auction runs until June 22.
  const EXPIRES = '2026-05-25T00:00:00Z'
  const ENDS = formatDateTime(Date.parse('2026-06-22T00:00:00Z'))
  const expired = (owner: string) => rec({ state: 'expired', owner, timeExpires: EXPIRES })
  const args = (record: NfdRecord, activeAddress: string | null, extra: object = {}) => ({
    name: 'alice.algo',
    record,
    activeAddress,
    now: NOW,
    chainExpiresAt: Date.parse(EXPIRES),
    ...extra,
  })

  it('tells its last owner until when, and to renew at the base price (its quote) before someone takes it over', () => {
    const why = abilityReasons(args(expired(ME), ME, { price: 5_000_000 }))
    const sentence = `In an auction until ${ENDS}: renew it first, at the base price of 5 ALGO, before someone takes it over`
    expect(why.canEdit).toBe(sentence)
    expect(why.canList).toBe(sentence)
    expect(why.canRenew).toBeNull()
    expect(auctionStatus(args(expired(ME), ME, { price: 5_000_000 }))).toBe(sentence)
  })

  it('tells anyone else until when, the price now, and that they may take it over or wait', () => {
    const why = abilityReasons(args(expired(OWNER), ME, { price: 412_345_678_901 }))
    const sentence = `In an auction until ${ENDS}: take it over now for 412,345 ALGO, or wait while the price falls`
    expect(why.canBuy).toBe(sentence)
    expect(why.canOffer).toBe(sentence)
    expect(why.canList).toBe(sentence)
    expect(why.canMint).toBe('It is already minted')
    // A visitor with no wallet reads the same.
    expect(auctionStatus(args(expired(OWNER), null, { price: 412_345_678_901 }))).toBe(sentence)
  })

  it('without a quote yet, says the auction price in words', () => {
    expect(abilityReasons(args(expired(OWNER), ME)).canBuy).toBe(
      `In an auction until ${ENDS}: take it over at the auction price, or wait while the price falls`,
    )
    expect(abilityReasons(args(expired(ME), ME)).canEdit).toBe(
      `In an auction until ${ENDS}: renew it first, at the base price, before someone takes it over`,
    )
  })

  it('claims no auction the chain does not confirm: not read yet, renewed since, or over', () => {
    const expiredOn = 'It expired on May 25, 2026: renew it first'
    const { chainExpiresAt: _, ...unread } = args(expired(ME), ME)
    expect(abilityReasons(unread).canEdit).toBe(expiredOn)
    expect(auctionStatus(unread)).toBeNull()
    const renewed = args(expired(ME), ME, { chainExpiresAt: NOW.getTime() + 300 * DAY })
    expect(abilityReasons(renewed).canEdit).toBe(expiredOn)
    expect(auctionStatus(renewed)).toBeNull()
    const over = args(expired(ME), ME, { chainExpiresAt: NOW.getTime() - 28 * DAY })
    expect(abilityReasons(over).canEdit).toBe(expiredOn)
    expect(auctionStatus(over)).toBeNull()
    // A live name the chain calls expired is a stale record: its own state decides, and it says nothing of auctions.
    const live = rec({ state: 'owned', owner: ME, timeExpires: FUTURE })
    expect(auctionStatus(args(live, ME))).toBeNull()
  })

  it('changes the words only, never what may be done', () => {
    fc.assert(
      fc.property(
        input,
        time,
        fc.option(fc.integer({ min: 0, max: 1e12 })),
        ({ record, activeAddress, now }, chain, price) => {
          const base = { name: record?.name ?? 'alice.algo', record, activeAddress, now }
          expect(computeAbilities({ ...base, chainExpiresAt: chain.getTime(), price })).toEqual(computeAbilities(base))
        },
      ),
    )
  })

  it('is the first reason of every refused action but minting, while it runs', () => {
    fc.assert(
      fc.property(address, fc.integer({ min: 0, max: 28 * DAY - 1 }), (owner, elapsed) => {
        const expiresAt = NOW.getTime() - elapsed
        const record = rec({ state: 'expired', owner, timeExpires: new Date(expiresAt).toISOString() })
        const why = abilityReasons({
          name: 'alice.algo',
          record,
          activeAddress: ME,
          now: NOW,
          chainExpiresAt: expiresAt,
        })
        for (const ability of ABILITIES) {
          if (ability === 'canRenew') expect(why[ability]).toBeNull()
          else if (ability !== 'canMint') expect(why[ability]).toMatch(/^In an auction until /)
        }
      }),
    )
  })
})
