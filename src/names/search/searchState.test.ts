import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { isTaken, searchStatus, type Answer, type SearchQuote, type SearchRecord } from './searchState'

const pending = { status: 'pending' } as const
const ok = <T>(data: T): Answer<T> => ({ status: 'success', data })
const failed = { status: 'error', error: new Error('boom') } as const
const QUOTE = { price: 5_000_000, carryCost: 1_000_000 }
const OWNER = 'OWNER'

const part = fc.stringMatching(/^[a-z0-9]{1,12}$/)
const validInput = fc
  .tuple(fc.option(part, { nil: undefined }), part, fc.boolean(), fc.boolean())
  .map(([seg, root, suffix, upper]) => {
    const text = `${seg ? `${seg}.` : ''}${root}${suffix ? '.algo' : ''}`
    return upper ? text.toUpperCase() : text
  })
const answerArb = <T>(data: fc.Arbitrary<T>): fc.Arbitrary<Answer<T>> =>
  fc.oneof(
    fc.constant(pending),
    fc.constant(failed),
    data.map((value) => ok(value)),
  )
const recordArb: fc.Arbitrary<SearchRecord | null> = fc.option(
  fc.record({
    name: fc.constant('x.algo'),
    state: fc.constantFrom('available', 'minting', 'reserved', 'forSale', 'owned', 'expired'),
    owner: fc.constant(OWNER),
    sellAmount: fc.nat(),
  }),
  { nil: null },
)
const quoteArb: fc.Arbitrary<SearchQuote> = fc.record({ price: fc.nat(), carryCost: fc.nat() })

describe('searchStatus', () => {
  it('empty input is idle', () => {
    expect(searchStatus({ input: '  ', debouncedInput: '', record: pending, quote: pending })).toEqual({ kind: 'idle' })
  })

  it('a bad character is reported at once, with what is wrong', () => {
    const status = searchStatus({ input: 'bad name', debouncedInput: '', record: pending, quote: pending })
    expect(status.kind).toBe('invalid')
    expect(status.kind === 'invalid' && status.problem).toEqual({ kind: 'space' })
  })

  it('a pasted address is an address to open, not a name too long', () => {
    const address = TEST_ACCOUNT.address
    expect(searchStatus({ input: ` ${address} `, debouncedInput: '', record: pending, quote: pending })).toEqual({
      kind: 'address',
      address,
    })
  })

  it('maps each record state to its status', () => {
    const base = { input: 'Alice', debouncedInput: 'alice.algo' }
    const rec = (extra: Partial<SearchRecord>) => ok<SearchRecord | null>({ name: 'alice.algo', ...extra })
    expect(searchStatus({ ...base, record: ok(null), quote: ok(QUOTE) })).toEqual({
      kind: 'available',
      name: 'alice.algo',
      quote: QUOTE,
    })
    expect(searchStatus({ ...base, record: ok(null), quote: pending })).toEqual({
      kind: 'checking',
      name: 'alice.algo',
    })
    expect(searchStatus({ ...base, record: ok(null), quote: failed })).toEqual({
      kind: 'available',
      name: 'alice.algo',
      quote: null,
    })
    expect(searchStatus({ ...base, record: rec({ state: 'forSale', sellAmount: 7 }), quote: pending })).toEqual({
      kind: 'forSale',
      name: 'alice.algo',
      price: 7,
      reservedFor: null,
    })
    expect(searchStatus({ ...base, record: rec({ state: 'reserved', reservedFor: 'R' }), quote: pending })).toEqual({
      kind: 'reserved',
      name: 'alice.algo',
      reservedFor: 'R',
    })
    expect(searchStatus({ ...base, record: rec({ state: 'owned', owner: OWNER }), quote: pending })).toEqual({
      kind: 'owned',
      name: 'alice.algo',
      owner: OWNER,
    })
    expect(searchStatus({ ...base, record: rec({ state: 'expired' }), quote: ok(QUOTE) })).toEqual({
      kind: 'expired',
      name: 'alice.algo',
      price: QUOTE.price,
    })
    expect(searchStatus({ ...base, record: failed, quote: pending }).kind).toBe('error')
  })

  it('property: an input that fails validation is invalid whatever the answers say', () => {
    const bad = fc.oneof(
      fc.string({ minLength: 1 }).filter((s) => /[^a-zA-Z0-9.\s]/.test(s)),
      fc.stringMatching(/^[a-z]{28,40}$/),
      fc.tuple(part, part, part).map((parts) => parts.join('.')),
    )
    fc.assert(
      fc.property(bad, answerArb(recordArb), answerArb(quoteArb), (input, record, quote) => {
        expect(searchStatus({ input, debouncedInput: input, record, quote }).kind).toBe('invalid')
      }),
    )
  })

  it('property: until the debounce caught up with the input, a valid name is only "checking"', () => {
    fc.assert(
      fc.property(validInput, validInput, answerArb(recordArb), answerArb(quoteArb), (input, other, record, quote) => {
        fc.pre(other.toLowerCase().replace(/\.algo$/, '') !== input.toLowerCase().replace(/\.algo$/, ''))
        const name = `${input.toLowerCase().replace(/\.algo$/, '')}.algo`
        expect(searchStatus({ input, debouncedInput: other, record, quote })).toEqual({ kind: 'checking', name })
      }),
    )
  })

  it('property: once settled, the status follows the record state table', () => {
    // The oracle: the table a person reads from the issue, written independently of the code.
    const expected = (record: SearchRecord | null, quoteSettled: boolean): string => {
      if (record === null || record.state === 'available') return quoteSettled ? 'available' : 'checking'
      if (record.state === 'expired') return quoteSettled ? 'expired' : 'checking'
      return { forSale: 'forSale', reserved: 'reserved' }[record.state as string] ?? 'owned'
    }
    fc.assert(
      fc.property(validInput, recordArb, answerArb(quoteArb), (input, record, quote) => {
        const status = searchStatus({ input, debouncedInput: input, record: ok(record), quote })
        expect(status.kind).toBe(expected(record, quote.status !== 'pending'))
        expect(isTaken(status)).toBe(['owned', 'reserved', 'forSale'].includes(status.kind))
      }),
    )
  })
})
