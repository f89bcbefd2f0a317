import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import algosdk from 'algosdk'
import { buildPaymentUri, parsePaymentUri, type PaymentRequest } from './paymentUri'

const ADDRESS = 'TMTAD6N22HCS2LKH7677L2KFLT3PAQWY6M4JFQFXQS32ECBFC23F57RYX4'
const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((pk) => algosdk.encodeAddress(pk))
const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n })
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })

const request: fc.Arbitrary<PaymentRequest> = fc
  .record(
    {
      address,
      amount: uint64,
      asset: uint64.filter((id) => id > 0n),
      label: text,
      note: fc.oneof(fc.record({ note: text }), fc.record({ xnote: text })),
    },
    { requiredKeys: ['address'] },
  )
  .map(({ note, ...rest }) => ({ ...rest, ...note }))

describe('payment URIs', () => {
  it('read back as the request they were built from', () => {
    fc.assert(
      fc.property(request, (req) => {
        expect(parsePaymentUri(buildPaymentUri(req))).toEqual({ ok: true, request: req })
      }),
      { numRuns: 500 },
    )
  })

  it('carry amounts and assets as plain digits and every other value percent-encoded', () => {
    fc.assert(
      fc.property(request, (req) => {
        const query = buildPaymentUri(req).split('?')[1] ?? ''
        for (const part of query ? query.split('&') : []) {
          const [key, value, extra] = part.split('=')
          expect(extra).toBeUndefined()
          if (key === 'amount' || key === 'asset') expect(value).toMatch(/^\d+$/)
          else expect(value).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/)
        }
      }),
    )
  })

  it('are the examples of the standard', () => {
    expect(buildPaymentUri({ address: ADDRESS })).toBe(`algorand://${ADDRESS}`)
    expect(buildPaymentUri({ address: ADDRESS, label: 'Silvio' })).toBe(`algorand://${ADDRESS}?label=Silvio`)
    expect(buildPaymentUri({ address: ADDRESS, amount: 150_500_000n })).toBe(`algorand://${ADDRESS}?amount=150500000`)
    expect(buildPaymentUri({ address: ADDRESS, amount: 150n, asset: 45n })).toBe(
      `algorand://${ADDRESS}?amount=150&asset=45`,
    )
    // ALGO has no asset parameter.
    expect(buildPaymentUri({ address: ADDRESS, amount: 1n, asset: 0n })).toBe(`algorand://${ADDRESS}?amount=1`)
  })

  it('accept the scheme in any case, and keys they do not know', () => {
    expect(parsePaymentUri(`ALGORAND://${ADDRESS}?amount=5&future=1&flag`)).toEqual({
      ok: true,
      request: { address: ADDRESS, amount: 5n },
    })
    expect(parsePaymentUri(`algorand://${ADDRESS}?label=caf%C3%A9%20%26%20co`)).toEqual({
      ok: true,
      request: { address: ADDRESS, label: 'café & co' },
    })
  })

  it('refuse what is not a payment request, saying why', () => {
    const refused = (uri: string) => {
      const parsed = parsePaymentUri(uri)
      return parsed.ok ? null : parsed.message
    }
    expect(refused(`bitcoin://${ADDRESS}`)).toBe('not an algorand:// URI')
    expect(refused(`algorand://${ADDRESS.slice(1)}`)).toBe('not a valid Algorand address')
    expect(refused(`algorand://${ADDRESS}?amount=1.5`)).toBe('amount must be a whole number of base units')
    expect(refused(`algorand://${ADDRESS}?amount=1,000`)).toBe('amount must be a whole number of base units')
    expect(refused(`algorand://${ADDRESS}?amount=-1`)).toBe('amount must be a whole number of base units')
    expect(refused(`algorand://${ADDRESS}?asset=18446744073709551616`)).toBe(
      'asset must be a whole number of base units',
    )
    expect(refused(`algorand://${ADDRESS}?amount=1&amount=2`)).toBe('amount is given twice')
    expect(refused(`algorand://${ADDRESS}?note=a&xnote=b`)).toBe('a request carries note or xnote, not both')
    expect(refused(`algorand://${ADDRESS}?label=%E0%A4%A`)).toBe('label is not percent-encoded UTF-8')
  })
})
