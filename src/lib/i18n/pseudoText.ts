/**
 * The pseudo-locale's text: English between ⟦ ⟧, 40% longer. A string a test sees without the
 * brackets did not go through the catalogue.
 */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

export function pseudoText(text: string): string {
  const padding = '·'.repeat(Math.ceil(text.length * 0.4))
  return `${PSEUDO_OPEN}${text}${padding}${PSEUDO_CLOSE}`
}
