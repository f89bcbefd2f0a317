import { describe, expect, it } from 'vitest'
import type { NfdRecord } from '@/names/api/types'
import { filterAccounts, groupByAccount, linkedAddressesOf, walletAddresses } from './accountNames'

const A = 'A'.repeat(58)
const B = 'B'.repeat(58)
const C = 'C'.repeat(58)
const names = (group: { nfds: NfdRecord[] }) => group.nfds.map((r) => r.name)

describe('linkedAddressesOf', () => {
  it('gives the verified linked addresses not already known, each once, in the order found', () => {
    const records: NfdRecord[] = [
      { name: 'a.algo', caAlgo: [A, B] },
      { name: 'b.algo', caAlgo: [C, B] },
      { name: 'c.algo' },
    ]
    expect(linkedAddressesOf(records, [A])).toEqual([B, C])
  })

  it('stops at the bound: every linked address is a query', () => {
    const records: NfdRecord[] = [{ name: 'a.algo', caAlgo: [A, B, C] }]
    expect(linkedAddressesOf(records, [], 2)).toEqual([A, B])
  })
})

describe('groupByAccount', () => {
  it('puts a name found by two queries once, under its owner, even when another address found it first', () => {
    const shared: NfdRecord = { name: 'shared.algo', owner: B, caAlgo: [A, B] }
    const groups = groupByAccount([
      { address: A, linked: false, nfds: [{ name: 'a.algo', owner: A }, shared] },
      { address: B, linked: true, nfds: [shared, { name: 'b.algo', owner: B }] },
    ])
    expect(groups.map((g) => [g.address, g.linked, names(g)])).toEqual([
      [A, false, ['a.algo']],
      [B, true, ['shared.algo', 'b.algo']],
    ])
  })

  it('keeps a name whose owner was not asked under the address that found it, and empty groups', () => {
    const groups = groupByAccount([
      { address: A, linked: false, nfds: [{ name: 'x.algo', owner: C }] },
      { address: B, linked: false, nfds: [] },
    ])
    expect(groups.map(names)).toEqual([['x.algo'], []])
  })
})

describe('filterAccounts', () => {
  const groups = groupByAccount([
    {
      address: A,
      linked: false,
      nfds: [
        { name: 'alice.algo', owner: A },
        { name: 'soon.algo', owner: A },
      ],
    },
    {
      address: B,
      linked: true,
      nfds: [
        { name: 'bob.algo', owner: B },
        { name: 'shop.alice.algo', owner: B },
      ],
    },
  ])

  it('by account, by text (any case, any part of the name), or both', () => {
    expect(filterAccounts(groups, { account: B, text: '' }).map(names)).toEqual([['bob.algo', 'shop.alice.algo']])
    expect(filterAccounts(groups, { account: '', text: ' ALICE ' }).map(names)).toEqual([
      ['alice.algo'],
      ['shop.alice.algo'],
    ])
    expect(filterAccounts(groups, { account: A, text: 'bob' }).map(names)).toEqual([[]])
    expect(filterAccounts(groups, { account: '', text: '' })).toEqual(groups)
  })
})

describe('walletAddresses', () => {
  it('lists every connected wallet account once, the active one first, none from a disconnected wallet', () => {
    const wallets = [
      { isConnected: true, accounts: [{ address: A }, { address: B }] },
      { isConnected: false, accounts: [{ address: C }] },
      { isConnected: true, accounts: [{ address: B }] },
    ]
    expect(walletAddresses(B, wallets)).toEqual([B, A])
    expect(walletAddresses(null, [])).toEqual([])
  })
})
