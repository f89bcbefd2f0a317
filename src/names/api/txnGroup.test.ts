import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '@/lib/errors'
import { decodeTxnGroup, encodeTxnGroup } from './txnGroup'

describe('decodeTxnGroup', () => {
  it('decodes the doubly encoded reply, keeping kinds and order', () => {
    const body = JSON.stringify([
      ['u', 'AQID'],
      ['s', 'BAUG'],
      ['u', '/w=='],
    ])
    expect(decodeTxnGroup(body)).toEqual([
      { kind: 'u', bytes: new Uint8Array([1, 2, 3]) },
      { kind: 's', bytes: new Uint8Array([4, 5, 6]) },
      { kind: 'u', bytes: new Uint8Array([255]) },
    ])
  })

  it.each([
    ['not JSON', 'nope'],
    ['an empty group', '[]'],
    ['an unknown kind', '[["x","AQID"]]'],
    ['a pair of the wrong length', '[["u"]]'],
    ['broken base64', '[["u","!!!"]]'],
    ['a non-string', 42],
  ])('rejects %s with MalformedResponseError', (_what, body) => {
    expect(() => decodeTxnGroup(body)).toThrow(MalformedResponseError)
  })

  it('round-trips any group through encodeTxnGroup (property)', () => {
    const entry = fc.record({
      kind: fc.constantFrom('u' as const, 's' as const),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 300 }),
    })
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 16 }), (entries) => {
        // What an HTTP client sees: the body parsed once gives back the string.
        const decoded = decodeTxnGroup(JSON.parse(JSON.stringify(encodeTxnGroup(entries))))
        expect(decoded.map((e) => e.kind)).toEqual(entries.map((e) => e.kind))
        decoded.forEach((e, i) => expect(Array.from(e.bytes)).toEqual(Array.from(entries[i]?.bytes ?? [])))
      }),
    )
  })
})
