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
  return import.meta.env?.VITE_NETWORK === 'mock' ? ['en', 'es', 'pseudo'] : ['en', 'es']
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (availableLocales() as readonly string[]).includes(value)
}

/** The tag Intl formats with: the pseudo-locale keeps English numbers and dates. */
export function intlTag(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale
}

/**
 * The visitor's language: a stored choice the build offers, else the first of the browser's
 * languages it offers ("es-MX" reads as "es"; the pseudo-locale is only ever chosen), else English.
 * Self-contained: the shell picker in index.html runs this same function before the app loads.
 */
export function pickLocale(
  stored: string | null | undefined,
  languages: readonly string[],
  offered: readonly string[],
) {
  if (stored && offered.includes(stored)) return stored
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (primary && primary !== 'pseudo' && offered.includes(primary)) return primary
  }
  return 'en'
}

/** `<html lang dir>` for a language (self-contained: the shell picker runs it too). */
export function documentLanguage(locale: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return locale === 'pseudo' ? { lang: 'en-XA', dir: 'rtl' } : { lang: locale, dir: 'ltr' }
}
