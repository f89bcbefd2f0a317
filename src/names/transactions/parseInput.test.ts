import { describe, expect, it } from 'vitest'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { LOOKUP_FAILED, NO_OWNER, parseAddress, parseAlgo, parseRecipient, parseUnits } from './parseInput'

async function inSpanish<T>(run: () => T): Promise<T> {
  await chooseLocale('es')
  try {
    return run()
  } finally {
    locale.set('en')
  }
}

describe('parseAlgo', () => {
  it.each([
    ['12.5', 12_500_000n],
    ['12,5', 12_500_000n],
    ['1,234.5', 1_234_500_000n],
    ['0.000001', 1n],
  ])('reads %s in English', (text, value) => {
    expect(parseAlgo(text, 'Price')).toEqual({ ok: true, value })
  })

  it.each([
    ['12,5', 12_500_000n],
    ['12.5', 12_500_000n],
    ['1.234,5', 1_234_500_000n],
    ['0,123', 123_000n],
  ])('reads %s in Spanish', async (text, value) => {
    expect(await inSpanish(() => parseAlgo(text, 'Precio'))).toEqual({ ok: true, value })
  })

  it.each([
    ['1,234', 'Price: 1,234 could be a decimal or a whole number: write 1.234 or 1234'],
    ['0.0000001', 'Price: ALGO has at most 6 decimal places'],
    ['99999999999999', 'Price: at most 10,000,000,000 ALGO, more ALGO than exist'],
    ['twelve', 'Price: enter an amount in ALGO, e.g. 12.5'],
    ['0', 'Price: at least 0.000001 ALGO'],
  ])('says what is wrong with %s', (text, message) => {
    expect(parseAlgo(text, 'Price')).toEqual({ ok: false, message })
  })
})

const usdc = { decimals: 6, unit: 'USDC' }
const art = { decimals: 0, unit: 'ART' }

describe('parseUnits', () => {
  it.each([
    ['12.5', usdc, 12_500_000n],
    ['0.000001', usdc, 1n],
    ['3', usdc, 3_000_000n],
    ['1', art, 1n],
  ])('%s %o is %s base units', (text, asset, expected) => {
    expect(parseUnits(text, 'Amount', asset, 10n ** 12n)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['0.0000001', usdc, /USDC, up to 6 decimals/],
    ['0.5', art, /ART, a whole number/],
    ['1e3', usdc, /up to 6 decimals/],
    ['', usdc, /up to 6 decimals/],
    ['0', usdc, /above 0/],
    ['12.500001', usdc, /at most 12\.5 USDC available/],
  ])('refuses %s of %o', (text, asset, message) => {
    const parsed = parseUnits(text, 'Amount', asset, 12_500_000n)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toMatch(message)
  })
})

describe('parseAddress and parseRecipient', () => {
  // The test account's address with its last character changed: the checksum no longer matches.
  const typo = TEST_ACCOUNT.address.slice(0, -1) + (TEST_ACCOUNT.address.endsWith('A') ? 'B' : 'A')

  it('say an address with a typo has one', () => {
    const message = 'To: this address has a typo: its last characters (its checksum) do not match the rest'
    expect(parseAddress(typo, 'To')).toEqual({ ok: false, message })
    expect(parseRecipient(typo, undefined, 'To')).toEqual({ ok: false, message })
    expect(parseAddress('hello', 'To')).toEqual({ ok: false, message: 'To: not a valid Algorand address' })
  })

  it('say a name nobody holds has no owner, as the lookup under the field does, not that it is being looked up', () => {
    expect(parseRecipient('nosuchname.algo', NO_OWNER, 'To')).toEqual({
      ok: false,
      message: 'To: nosuchname.algo has no owner who can receive it',
    })
    // Being looked up is nobody's mistake: the form waits for it.
    expect(parseRecipient('bob.algo', '', 'To')).toEqual({
      ok: false,
      message: 'To: looking up bob.algo…',
      waiting: true,
    })
    expect(parseRecipient('bob.algo', LOOKUP_FAILED, 'To')).toEqual({
      ok: false,
      message: 'To: bob.algo could not be looked up; try again',
    })
    expect(parseRecipient('bob.algo', TEST_ACCOUNT.address, 'To')).toEqual({
      ok: true,
      value: { address: TEST_ACCOUNT.address, name: 'bob.algo' },
    })
  })
})
