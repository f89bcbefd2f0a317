import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '@/lib/errors'
import { TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { parseBadgesReply, parseDonationsReply } from './donations'

const A = TEST_ACCOUNT.address
const B = THIRD_ACCOUNT.address

describe('parseBadgesReply', () => {
  it('keeps each badge with its string fields; a bad field is missing, a bad badge or kind is dropped alone', () => {
    const badges = parseBadgesReply({
      donations: [
        { name: 'bob.algo donor', tier: 'gold', total: 150, earned: '2024-01-02T00:00:00Z' },
        'not a badge',
        { tier: 7 },
        { name: 'market.algo donor' },
      ],
      other: 'not a list',
      empty: [],
    })
    expect(badges).toEqual({
      donations: [
        { name: 'bob.algo donor', tier: 'gold', earned: '2024-01-02T00:00:00Z' },
        { name: 'market.algo donor' },
      ],
      empty: [],
    })
  })

  it('a reply that is not an object is unusable', () => {
    expect(() => parseBadgesReply([])).toThrow(MalformedResponseError)
    expect(() => parseBadgesReply('badges')).toThrow(MalformedResponseError)
  })
})

describe('parseDonationsReply', () => {
  it('drops an entry with a bad address or total alone', () => {
    const list = parseDonationsReply(
      [
        { address: A, total: 150_000_000 },
        { address: 'not-an-address', total: 5 },
        { address: B, total: -1 },
        { address: B, total: '75' },
        { address: B, total: 75_000_000 },
        null,
      ],
      'donors list',
    )
    expect(list).toEqual([
      { address: A, total: 150_000_000 },
      { address: B, total: 75_000_000 },
    ])
  })

  it('a reply that is not a list is unusable', () => {
    expect(() => parseDonationsReply({ address: A, total: 1 }, 'donors list')).toThrow(MalformedResponseError)
  })
})
