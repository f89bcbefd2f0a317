/** Counts in the chosen language, with its separators ("5,000" or "5000"). */
import { intlFormat } from './i18n/intlFormat'

const integer = intlFormat((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }))

export function formatNumber(value: number): string {
  return integer().format(value)
}
