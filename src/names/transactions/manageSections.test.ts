import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNT, OTHER_ACCOUNT } from '@/mocks/accounts'
import { OWNER_ABILITIES, abilityReasons, computeAbilities, holderOf } from '../core/abilities'
import type { NfdRecord } from '../api/types'
import { MANAGE_SECTIONS, manageSections } from './manageSections'
import { ACTIONS } from './registry'

const ME = TEST_ACCOUNT.address
const NOW = new Date('2026-06-01T00:00:00Z')

function sectionsOf(record: NfdRecord, contractVersion?: string) {
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
  it('every management action sits in exactly one section', () => {
    const placed = MANAGE_SECTIONS.flatMap((s) => s.items)
    const manage = ACTIONS.filter((a) => a.group === 'manage').map((a) => a.id)
    expect([...placed].sort()).toEqual([...manage, 'verify'].sort())
    expect(new Set(placed).size).toBe(placed.length)
  })

  it('the holder sees every section in order, a refused item with its reason', () => {
    const sections = sectionsOf(owned())
    expect(sections.map((s) => s.title)).toEqual(['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract'])
    const items = sections.flatMap((s) => s.items)
    expect(items.find((i) => i.id === 'list')).toEqual({ id: 'list', label: 'List for sale', reason: null })
    expect(items.find((i) => i.id === 'cancelSale')?.reason).toBe('It is not listed for sale')
    expect(items.find((i) => i.id === 'upgradeContract')?.reason).toBe('The contract is current already')
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
