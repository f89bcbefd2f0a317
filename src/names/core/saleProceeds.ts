/**
 * What a seller receives when their name sells, as the name's contract pays a sale out
 * (NFDInstance `purchase`, TxnLab/nfd-sdk NFDInstanceClient.ts at 0c40b72d, contract lines
 * 617–624 and `doPayouts`): the contract keeps `price × i.commission1 / 1000` (whole µALGO,
 * rounded down) for the platform's commission agent and pays the seller the rest. The record's
 * `properties.internal.commission1` carries that value as text in the full view only, so a record
 * without it says nothing: unknown, not none.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { intlFormat } from '@/lib/i18n/intlFormat'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdRecord } from '../api/types'

const messages = i18n('names/core/saleProceeds', {
  withCommission: params(
    "If {name} sells, you receive {proceeds}. Its contract keeps {commission}, the NFD platform's {percent} commission.",
  ),
  whole: params('If {name} sells, you receive the whole price, {proceeds}: its contract keeps no commission.'),
})

/** The commission in thousandths of the price; null when the record does not say it as a whole number. */
export function commissionPermille(record: Pick<NfdRecord, 'properties'> | null): bigint | null {
  const text = record?.properties?.internal?.commission1
  return text !== undefined && /^\d{1,18}$/.test(text) ? BigInt(text) : null
}

export interface SaleProceeds {
  commission: bigint
  /** What reaches the seller's account, µALGO. */
  seller: bigint
}

export function saleProceeds(price: bigint, permille: bigint): SaleProceeds {
  // The contract's own integer arithmetic: the commission is rounded down, the seller gets the rest.
  const commission = (price * permille) / 1000n
  return { commission, seller: price - commission }
}

const percent = intlFormat((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }))

/** The sentence a listing's review shows; null when the record does not say the commission. */
export function proceedsSentence(
  name: string,
  price: bigint,
  record: Pick<NfdRecord, 'properties'> | null,
  usdPerAlgo?: number | null,
): string | null {
  const permille = commissionPermille(record)
  if (permille === null) return null
  const { commission, seller } = saleProceeds(price, permille)
  const t = messages.get()
  const proceeds = formatAlgoAmount(seller, { usdPerAlgo })
  if (permille === 0n) return t.whole({ name, proceeds })
  return t.withCommission({
    name,
    proceeds,
    percent: percent().format(Number(permille) / 1000),
    commission: formatAlgoAmount(commission, { usdPerAlgo }),
  })
}
