import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT, OTHER_ACCOUNT } from '@/mocks/accounts'
import { holderOf } from '../core/abilities'
import { OWNER_ABILITIES, abilityReasons, computeAbilities } from './abilities'
import type { NfdRecord } from '../api/types'
import { manageSections } from './manageSections'
import { ACTION_LIST } from './registry'
import { cancelSale } from './definitions/cancelSale/cancelSale'

const ME = TEST_ACCOUNT.address
const NOW = new Date('2026-06-01T00:00:00Z')

function sectionsOf(record: NfdRecord, contractVersion?: string, verifyWaiting?: number) {
  const input = {
    name: record.name,
    record,
    activeAddress: ME,
    now: NOW,
    ...(contractVersion ? { contractVersion } : {}),
  }
  return manageSections({
    abilities: computeAbilities(input),
    reasons: abilityReasons(input),
    holder: holderOf(record) === ME,
    ownerOnly: OWNER_ABILITIES,
    ...(verifyWaiting === undefined ? {} : { verifyWaiting }),
  })
}

const owned = (partial: Partial<NfdRecord> = {}): NfdRecord => ({
  name: 'alice.algo',
  state: 'owned',
  owner: ME,
  nfdAccount: OTHER_ACCOUNT.address,
  caAlgo: [ME],
  ...partial,
})

describe('manageSections', () => {
  it('a Manage action must name its section, and only a Manage action has one', () => {
    const manage = { ...cancelSale, group: 'manage' as const }
    const placed: typeof cancelSale = { ...manage, section: 'Sale' }
    // @ts-expect-error a Manage action without a section does not compile
    const unplaced: typeof cancelSale = { ...manage, section: undefined }
    // @ts-expect-error nor does a main action with one
    const misplaced: typeof cancelSale = { ...manage, group: 'main', section: 'Sale' as const }
    expect([placed.section, unplaced.section, misplaced.section]).toEqual(['Sale', undefined, 'Sale'])
  })

  it('every management action sits once in the section it names, verification in Profile', () => {
    const shown = sectionsOf(owned()).flatMap((s) => s.items.map((i) => `${s.title}: ${i.id}`))
    const named = ACTION_LIST.flatMap((a) => (a.group === 'manage' ? [`${a.section}: ${a.id}`] : []))
    expect([...shown].sort()).toEqual([...named, 'Profile: verify'].sort())
  })

  it('the holder sees the items of each section in their order', () => {
    const ids = sectionsOf(owned()).map((s) => [s.title, s.items.map((i) => i.id)])
    expect(ids).toEqual([
      ['Sale', ['list', 'cancelSale', 'sendName']],
      ['Profile', ['editProfile', 'setAvatar', 'setBanner', 'verify']],
      ['Addresses', ['linkAddress', 'unlinkAddress', 'setPrimaryAddress', 'setPrimaryName']],
      ['Vault', ['sendToVault', 'optInVault', 'sendFromVault', 'lockVault']],
      ['Segments', ['setSegments']],
      ['Contract', ['upgradeContract']],
    ])
  })

  it('the holder sees every section in order, a refused item with its reason', () => {
    const sections = sectionsOf(owned())
    expect(sections.map((s) => s.title)).toEqual(['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract'])
    const items = sections.flatMap((s) => s.items)
    expect(items.find((i) => i.id === 'list')).toEqual({ id: 'list', label: 'List for sale', reason: null })
    expect(items.find((i) => i.id === 'cancelSale')?.reason).toBe('It is not listed for sale')
    expect(items.find((i) => i.id === 'upgradeContract')?.reason).toBe('The contract is current already')
  })

  it('verification says how many challenges the holder left waiting', () => {
    const verify = (waiting?: number) =>
      sectionsOf(owned(), undefined, waiting)
        .flatMap((s) => s.items)
        .find((i) => i.id === 'verify')?.label
    expect(verify()).toBe('Verify a social or domain')
    expect(verify(0)).toBe('Verify a social or domain')
    expect(verify(2)).toBe('Verify a social or domain (2 waiting)')
  })

  it('on an old contract the owner changes wait for the upgrade, which is offered', () => {
    const items = sectionsOf(owned(), '2.5').flatMap((s) => s.items)
    expect(items.find((i) => i.id === 'sendFromVault')?.reason).toBe(
      'Upgrade the contract first: version 2.5 cannot send from its vault',
    )
    expect(items.find((i) => i.id === 'upgradeContract')?.reason).toBeNull()
    expect(items.find((i) => i.id === 'verify')?.reason).toBeNull()
  })

  it("someone else's name: only the vault, the empty sections left out; a locked vault says so", () => {
    const sections = sectionsOf(owned({ owner: OTHER_ACCOUNT.address, caAlgo: [OTHER_ACCOUNT.address] }))
    expect(sections).toEqual([
      {
        title: 'Vault',
        items: [
          { id: 'sendToVault', label: 'Send to vault', reason: null },
          { id: 'optInVault', label: 'Opt vault in to asset', reason: 'The owner locked the vault to opt-ins' },
        ],
      },
    ])
  })
})
