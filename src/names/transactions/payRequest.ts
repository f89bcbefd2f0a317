/**
 * A payment request as its URL carries it (`/pay/alice.algo?amount=5&asset=…`): the amount in
 * whole units of the asset, the asset one the payee has opted in to (none: ALGO). Read against
 * the payee's holdings, every bad value is a sentence, never a blank page.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import type { Holdings } from '@/algod/holdings'
import { formatUnits } from '@/lib/formatUnits'
import { parseUnits, type Parsed } from './parseInput'

const messages = i18n('names/transactions/payRequest', {
  asset: params('asset {id}'),
  notAnId: params('Asset: “{text}” is not an asset id (a whole number; none for ALGO).'),
  notOptedIn: params('{name} cannot receive asset {id}: its address has not opted in to it.'),
  amount: 'Amount',
  moreThanExist: params('Amount: at most {amount} {unit}, more than exist'),
})

export interface PayAsset {
  /** 0n: ALGO. */
  id: bigint
  decimals: number
  unit: string
  /** Base units there are (at most 2^64 - 1, the most a transaction carries): a larger amount is a typo. */
  total: bigint
}

/** All the ALGO there will ever be (10 billion), in µALGO. */
export const ALGO: PayAsset = { id: 0n, decimals: 6, unit: 'ALGO', total: 10_000_000_000n * 1_000_000n }

/**
 * What a payer would pay the payee with: ALGO, and each asset it has opted in to that is not an
 * NFT (a name's own NFD among them). An asset the request names is kept, NFT or not.
 */
export function payAssetsOf(holdings: Holdings | undefined, requested?: string | null): PayAsset[] {
  return [
    ALGO,
    ...(holdings?.assets ?? [])
      .filter(({ asset, nft }) => !nft || String(asset.id) === requested)
      .map(({ asset }) => ({
        id: asset.id,
        decimals: asset.decimals,
        unit: asset.unitName || asset.name || messages.get().asset({ id: String(asset.id) }),
        total: asset.total,
      })),
  ]
}

export interface PayRequest {
  asset: PayAsset
  /** Base units; undefined: the payer chooses. */
  amount: bigint | undefined
}

/** The request's `asset` and `amount` as typed or shared, against what the payee accepts. */
export function readPayRequest(
  raw: { asset?: string | null; amount?: string | null },
  assets: readonly PayAsset[],
  name: string,
): Parsed<PayRequest> {
  const t = messages.get()
  const assetText = (raw.asset ?? '').trim()
  if (assetText && !/^\d{1,20}$/.test(assetText)) return { ok: false, message: t.notAnId({ text: assetText }) }
  const asset = assets.find((a) => a.id === BigInt(assetText || '0'))
  if (!asset) return { ok: false, message: t.notOptedIn({ name, id: assetText }) }
  const amountText = (raw.amount ?? '').trim()
  if (!amountText) return { ok: true, value: { asset, amount: undefined } }
  const amount = parseUnits(amountText, t.amount, asset)
  if (!amount.ok) return amount
  if (amount.value > asset.total)
    return {
      ok: false,
      message: t.moreThanExist({ amount: formatUnits(asset.total, asset.decimals), unit: asset.unit }),
    }
  return { ok: true, value: { asset, amount: amount.value } }
}
