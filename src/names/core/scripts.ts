/**
 * Which writing systems a name's letters come from, by the Unicode Script property the engine
 * itself knows (regular-expression property escapes, no table of ours). A label mixing scripts
 * (a Cyrillic "а" among Latin letters) is the usual homograph trick; the mixes that languages
 * really use (Japanese kana with Han, Korean Hangul with Han, Bopomofo with Han) are not flagged.
 */

/** Scripts told apart by name; a letter of any other script counts as "another script". */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Cherokee',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
] as const

const MATCHERS = SCRIPTS.map((script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const)
// Digits, punctuation and combining marks belong to every script they sit in.
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u

const TOGETHER: readonly (readonly string[])[] = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
]

/** The scripts of a text's letters, in order of first use. */
export function scriptsOf(text: string): string[] {
  const found: string[] = []
  for (const char of text) {
    if (NEUTRAL.test(char)) continue
    const script = MATCHERS.find(([, re]) => re.test(char))?.[0] ?? 'another script'
    if (!found.includes(script)) found.push(script)
  }
  return found
}

/** The scripts a name's first label mixes, or null when it keeps to one (or to a usual mix). */
export function mixedScripts(name: string): string[] | null {
  const label = name.split('.')[0] ?? ''
  const scripts = scriptsOf(label)
  if (scripts.length < 2) return null
  if (TOGETHER.some((set) => scripts.every((script) => set.includes(script)))) return null
  return scripts
}
