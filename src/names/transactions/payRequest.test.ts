import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { unitsToDecimal } from '@/lib/decimal'
import type { Holding } from '@/algod/holdings'
import { ALGO, payAssetsOf, readPayRequest, type PayAsset } from './payRequest'

const USDC: PayAsset = { id: 10_458_941n, decimals: 6, unit: 'USDC', total: 2n ** 64n - 1n }
const WHOLE: PayAsset = { id: 20_000_002n, decimals: 0, unit: 'TIX', total: 1_000n }
const ASSETS = [ALGO, USDC, WHOLE]
const read = (asset: string | null, amount: string | null) => readPayRequest({ asset, amount }, ASSETS, 'bob.algo')
const problem = (asset: string | null, amount: string | null) => {
  const parsed = read(asset, amount)
  return parsed.ok ? null : parsed.message
}

describe('readPayRequest', () => {
  it('reads back any amount of any accepted asset written in its whole units', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSETS), fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }), (asset, any) => {
        const amount = 1n + (any % asset.total)
        const id = asset.id === 0n ? null : String(asset.id)
        expect(read(id, unitsToDecimal(amount, asset.decimals))).toEqual({ ok: true, value: { asset, amount } })
      }),
    )
  })

  it('ALGO when no asset is named; no amount leaves it to the payer', () => {
    expect(read(null, '5')).toEqual({ ok: true, value: { asset: ALGO, amount: 5_000_000n } })
    expect(read('0', '')).toEqual({ ok: true, value: { asset: ALGO, amount: undefined } })
  })

  it('says what is wrong with a bad value', () => {
    expect(problem('usdc', '5')).toBe('Asset: “usdc” is not an asset id (a whole number; none for ALGO).')
    expect(problem('31566704', '5')).toBe('bob.algo cannot receive asset 31566704: its address has not opted in to it.')
    expect(problem(null, 'five')).toBe('Amount: an amount of ALGO, up to 6 decimals')
    expect(problem(null, '1.0000001')).toBe('Amount: an amount of ALGO, up to 6 decimals')
    expect(problem('20000002', '1.5')).toBe('Amount: an amount of TIX, a whole number')
    expect(problem(null, '0')).toBe('Amount: above 0')
    expect(problem(null, '-1')).toBe('Amount: an amount of ALGO, up to 6 decimals')
    expect(problem(null, '18446744073709.551615')).toBe('Amount: at most 10,000,000,000 ALGO, more than exist')
    expect(problem('20000002', '1001')).toBe('Amount: at most 1,000 TIX, more than exist')
    expect(problem('10458941', '18446744073709551616')).toBe(
      'Amount: at most 18,446,744,073,709.551615 USDC, more than exist',
    )
  })
})

describe('payAssetsOf', () => {
  const holding = (id: bigint, nft: boolean): Holding => ({
    asset: { id, creator: '', decimals: nft ? 0 : 6, total: nft ? 1n : 10n ** 15n, unitName: nft ? 'NFD' : 'USDC' },
    amount: 1n,
    nft,
  })
  const holdings = { address: '', algo: 0n, minBalance: 0n, more: 0, assets: [holding(1n, false), holding(2n, true)] }

  it('offers ALGO and the assets a payer would pay with, not the NFTs the payee holds', () => {
    expect(payAssetsOf(holdings).map((a) => a.id)).toEqual([0n, 1n])
  })

  it('keeps an NFT the request itself names', () => {
    expect(payAssetsOf(holdings, '2').map((a) => a.id)).toEqual([0n, 1n, 2n])
  })
})
