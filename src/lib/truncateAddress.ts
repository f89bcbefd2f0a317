const HEAD = 6
const TAIL = 4
const ELLIPSIS = '...'

/** First 6 + '...' + last 4; strings that would not get shorter come back unchanged. */
export function truncateAddress(address: string): string {
  if (address.length <= HEAD + ELLIPSIS.length + TAIL) return address
  return `${address.slice(0, HEAD)}${ELLIPSIS}${address.slice(-TAIL)}`
}
