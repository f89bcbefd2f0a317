/**
 * Counts in the visitor's own locale, with separators ("5,000 names"). The formatter is built on
 * first use, then kept (see formatDate).
 */
let integer: Intl.NumberFormat | undefined

export function formatNumber(value: number): string {
  integer ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 })
  return integer.format(value)
}

/** "1 name", "5,000 names": the count and the noun, singular for one. */
export function formatCount(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`
}
