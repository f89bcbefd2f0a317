/**
 * The pseudo-locale's text: English between ⟦ ⟧, 40% longer. A string a test sees without the
 * brackets did not go through the catalogue.
 */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

export function pseudoText(text: string): string {
  // In runs of five with spaces between, so a long sentence still wraps as real words would.
  const padding = '·'.repeat(Math.ceil(text.length * 0.4)).replace(/(·{5})(?=·)/g, '$1 ')
  return `${PSEUDO_OPEN}${text}${padding}${PSEUDO_CLOSE}`
}
