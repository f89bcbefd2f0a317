/**
 * An Intl formatter for the chosen language, built on first use per language and then kept
 * (building one costs milliseconds on a phone).
 */
import { intlTag } from './locales'
import { currentLocale } from './localeStore'
import { pseudoText } from './pseudoText'

export function intlFormat<T>(make: (tag: string) => T): () => T {
  const made = new Map<string, T>()
  return () => {
    const tag = intlTag(currentLocale())
    let formatter = made.get(tag)
    if (!formatter) made.set(tag, (formatter = make(tag)))
    return formatter
  }
}

/**
 * Words Intl wrote (a date, "3 hours ago") as the chosen language shows them: the pseudo-locale
 * brackets them like the catalogue's words, since they too are translated.
 */
export function intlWords(text: string): string {
  return currentLocale() === 'pseudo' ? pseudoText(text) : text
}
