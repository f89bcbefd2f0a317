/**
 * The chosen language: the visitor's own choice, kept across visits, else the browser's. A stored
 * value this build does not offer is ignored, never an error.
 */
import { atom } from 'nanostores'
import { LOCALE_STORAGE_KEY as STORAGE_KEY } from './storageKey'
import { BASE_LOCALE, detectLocale, directionOf, isLocale, type Locale } from './locales'

function storedLocale(): Locale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

function initialLocale(): Locale {
  if (typeof navigator === 'undefined') return BASE_LOCALE
  return storedLocale() ?? detectLocale(navigator.languages ?? [navigator.language])
}

export const locale = atom<Locale>(initialLocale())

/** Keeps `<html lang dir>` on the chosen language, so screen readers and layout follow it. */
export function syncDocumentLanguage(): () => void {
  return locale.subscribe((code) => {
    document.documentElement.lang = code === 'pseudo' ? 'en-XA' : code
    document.documentElement.dir = directionOf(code)
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
