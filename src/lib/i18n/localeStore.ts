/**
 * The chosen language: the visitor's own choice, kept across visits, else the browser's. A stored
 * value this build does not offer is ignored, never an error.
 */
import { atom } from 'nanostores'
import { LOCALE_STORAGE_KEY as STORAGE_KEY } from './storageKey'
import { availableLocales, BASE_LOCALE, documentLanguage, isLocale, pickLocale, type Locale } from './locales'

function storedValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

function initialLocale(): Locale {
  if (typeof navigator === 'undefined') return BASE_LOCALE
  const picked = pickLocale(storedValue(), navigator.languages ?? [navigator.language], availableLocales())
  return isLocale(picked) ? picked : BASE_LOCALE
}

export const locale = atom<Locale>(initialLocale())

/** Keeps `<html lang dir>` on the chosen language, so screen readers and layout follow it. */
export function syncDocumentLanguage(): () => void {
  return locale.subscribe((code) => {
    const { lang, dir } = documentLanguage(code)
    document.documentElement.lang = lang
    document.documentElement.dir = dir
  })
}

export function rememberLocale(code: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code)
  } catch {
    // Private mode or a full store: the choice lasts this visit.
  }
}

/** The tag for Intl's formatters right now. */
export function currentLocale(): Locale {
  return locale.get()
}
