import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { parseNfdRecord, parseNfdRecords } from './nfdRecord'

const OWNER = 'RSV2YCHXA7MWGFTX3WYI7TVGAS5W5XH5M7ZQVXPPRQ7DNTNW36OW2TRR6I'

afterEach(() => vi.restoreAllMocks())

describe('parseNfdRecord', () => {
  it('keeps every well-typed field', () => {
    const record = {
      name: 'alice.algo',
      appID: 12,
      owner: OWNER,
      state: 'owned',
      timeExpires: '2030-01-01T00:00:00Z',
      properties: { userDefined: { bio: 'hi' }, verified: { twitter: 'alice' } },
      caAlgo: [OWNER],
    }
    expect(parseNfdRecord(record)).toEqual(record)
  })

  it('drops a field of the wrong type, logs it, and keeps the rest', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const parsed = parseNfdRecord({ name: 'alice.algo', owner: 42, state: 'owned', sellAmount: '5' }, 'alice')
    expect(parsed).toEqual({ name: 'alice.algo', state: 'owned' })
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('alice.owner'),
      expect.stringContaining('alice.sellAmount'),
    ])
  })

  it('drops a user-defined field that is not a string (the number where the bio should be)', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const parsed = parseNfdRecord({
      name: 'bob.algo',
      properties: { userDefined: { bio: 7, twitter: { x: 1 }, website: 'https://bob.example' }, verified: 'nope' },
    })
    expect(parsed?.properties).toEqual({ userDefined: { website: 'https://bob.example' } })
  })

  it('drops bad items of a list field, keeps the good ones', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(parseNfdRecord({ name: 'c.algo', caAlgo: [OWNER, 'not-an-address', 3] })?.caAlgo).toEqual([OWNER])
  })

  it.each([
    ['an unknown state', { state: 'sold' }],
    ['a fractional amount', { sellAmount: 1.5 }],
    ['an unreadable date', { timeExpires: 'soon' }],
    ['an address of the wrong shape', { reservedFor: OWNER.toLowerCase() }],
  ])('treats %s as missing', (_what, field) => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(parseNfdRecord({ name: 'd.algo', ...field })).toEqual({ name: 'd.algo' })
  })

  it('leaves out fields the description does not list', () => {
    expect(parseNfdRecord({ name: 'e.algo', surprise: '<b>' })).toEqual({ name: 'e.algo' })
  })

  it.each([null, 'alice.algo', [], { name: 5 }, { name: '' }, { owner: OWNER }])(
    'no record without a usable name: %j',
    (value) => {
      vi.spyOn(logger, 'warn').mockImplementation(() => {})
      expect(parseNfdRecord(value)).toBeNull()
    },
  )
})

describe('parseNfdRecords', () => {
  it('one malformed record does not hide the others', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const parsed = parseNfdRecords([{ name: 'a.algo' }, 'junk', { name: 3 }, { name: 'b.algo', owner: 1 }])
    expect(parsed).toEqual([{ name: 'a.algo' }, { name: 'b.algo' }])
  })

  it('leaves out a record whose name is no .algo name, which no card could name or link to', () => {
    // Found by recordFuzz.test.tsx (seed -83478432): the marketplace showed a card for " ".
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const parsed = parseNfdRecords([{ name: 'one.algo' }, { name: ' ' }, { name: 'x' }, { name: '☕.algo' }])
    expect(parsed).toEqual([{ name: 'one.algo' }, { name: '☕.algo' }])
    expect(warn).toHaveBeenCalledWith('Dropped records[1]: not a .algo name')
  })

  it('is null when the list is not a list', () => {
    expect(parseNfdRecords({ name: 'a.algo' })).toBeNull()
  })
})
