/**
 * An amount of an asset as the review says it: in the asset's own units where the action knows
 * them ("2.5 USDC (asset 10458941)"), else its base units counted ("1 unit of asset 910002"). Pure.
 */
import { unitsToDecimal } from '@/lib/decimal'
import { count, i18n, params } from '@/lib/i18n/i18n'
import type { AssetUnit } from './intent'

const messages = i18n('names/transactions/check/assetAmountWords', {
  unitsOf: params(count({ one: '{amount} unit of asset {asset}', other: '{amount} units of asset {asset}' })),
  assetNamed: params('{amount} (asset {asset})'),
})

export function assetAmountWords(assetId: bigint, units: bigint, unit: AssetUnit | undefined): string {
  const t = messages.get()
  // The plural form only: a count past 2^53 is still "other".
  if (!unit) return t.unitsOf({ amount: String(units), asset: String(assetId) })(Number(units))
  const amount = `${unitsToDecimal(units, unit.decimals, { group: true })} ${unit.unit}`
  return unit.unit.includes(String(assetId)) ? amount : t.assetNamed({ amount, asset: String(assetId) })
}
