/**
 * The app's languages. English is the base: its words live in the code beside the components, and
 * every other language is a catalogue loaded when it is chosen. The pseudo-locale (mock builds
 * only) lengthens every string by 40% and runs right to left, so truncation and mirroring show.
 */
export type Locale = 'en' | 'es' | 'pseudo'

export const BASE_LOCALE: Locale = 'en'

/** Each language's name in itself, as a switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  pseudo: 'Pseudo (RTL, +40%)',
}

/** The languages this build offers, in the switch's order. */
export function availableLocales(): readonly Locale[] {
  return import.meta.env.VITE_NETWORK === 'mock' ? ['en', 'es', 'pseudo'] : ['en', 'es']
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (availableLocales() as readonly string[]).includes(value)
}

/** The tag Intl formats with: the pseudo-locale keeps English numbers and dates. */
export function intlTag(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'pseudo' ? 'rtl' : 'ltr'
}

/** The first of the browser's languages this build offers ("es-MX" reads as "es"), else English. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary) && primary !== 'pseudo') return primary
  }
  return BASE_LOCALE
}
