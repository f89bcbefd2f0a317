import { describe, expect, it } from 'vitest'
import { parseUnits } from './parseInput'

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
