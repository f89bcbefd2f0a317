/**
 * A payment request as its URL carries it (`/pay/alice.algo?amount=5&asset=…`): the amount in
 * whole units of the asset, the asset one the payee has opted in to (none: ALGO). Read against
 * the payee's holdings, every bad value is a sentence, never a blank page.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import type { Holdings } from '@/algod/holdings'
import { parseUnits, type Parsed } from './parseInput'

const messages = i18n('names/transactions/payRequest', {
  asset: params('asset {id}'),
  notAnId: params('Asset: “{text}” is not an asset id (a whole number; none for ALGO).'),
  notOptedIn: params('{name} cannot receive asset {id}: its address has not opted in to it.'),
  amount: 'Amount',
})

export interface PayAsset {
  /** 0n: ALGO. */
  id: bigint
  decimals: number
  unit: string
}

export const ALGO: PayAsset = { id: 0n, decimals: 6, unit: 'ALGO' }

/** The most base units one transaction can carry. */
const MAX_AMOUNT = 2n ** 64n - 1n

/** What the payee can receive: ALGO, and each asset it has opted in to. */
export function payAssetsOf(holdings: Holdings | undefined): PayAsset[] {
  return [
    ALGO,
    ...(holdings?.assets ?? []).map(({ asset }) => ({
      id: asset.id,
      decimals: asset.decimals,
      unit: asset.unitName || asset.name || messages.get().asset({ id: String(asset.id) }),
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
  const amount = parseUnits(amountText, t.amount, asset, MAX_AMOUNT)
  return amount.ok ? { ok: true, value: { asset, amount: amount.value } } : amount
}
