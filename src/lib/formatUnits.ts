/**
 * Base units of an asset written as the chosen language writes numbers ("1.234,5" in Spanish),
 * exactly: the decimal is made in bigint and Intl only places the marks.
 */
import { unitsToDecimal } from './decimal'
import { intlFormat } from './i18n/intlFormat'

// Intl takes at most 100 fraction digits; an asset has at most 19 decimals.
const unitsNumber = intlFormat((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 19 }))

export function formatUnits(units: bigint, decimals: number): string {
  return unitsNumber().format(unitsToDecimal(units, decimals) as `${number}`)
}
