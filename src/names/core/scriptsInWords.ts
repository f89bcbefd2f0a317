import { i18n } from '@/lib/i18n/i18n'
import { intlFormat } from '@/lib/i18n/intlFormat'

/** The scripts' names, as scriptsOf gives them (and its "another script"). */
const messages = i18n('names/core/scriptsInWords', {
  Latin: 'Latin',
  Greek: 'Greek',
  Cyrillic: 'Cyrillic',
  Armenian: 'Armenian',
  Georgian: 'Georgian',
  Hebrew: 'Hebrew',
  Arabic: 'Arabic',
  Devanagari: 'Devanagari',
  Bengali: 'Bengali',
  Tamil: 'Tamil',
  Thai: 'Thai',
  Cherokee: 'Cherokee',
  Ethiopic: 'Ethiopic',
  Han: 'Han',
  Hiragana: 'Hiragana',
  Katakana: 'Katakana',
  Hangul: 'Hangul',
  Bopomofo: 'Bopomofo',
  other: 'another script',
})

const lists = intlFormat((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }))

/** Words for a list of scripts in the chosen language: "Latin and Cyrillic", "Latin, Greek, and Cyrillic". */
export function scriptsInWords(scripts: readonly string[]): string {
  const names: Record<string, string> = messages.get()
  return lists().format(scripts.map((script) => (Object.hasOwn(names, script) ? names[script]! : names.other!)))
}
