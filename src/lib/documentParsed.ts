/**
 * Settles once the HTML is parsed. A module script added by another script runs as soon as it has
 * loaded, which can be before the parser has reached #root and the shell below it.
 */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}
