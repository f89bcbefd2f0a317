/**
 * Switching language: the catalogue first, then the switch, so the page never shows half of each.
 * A catalogue that fails to load leaves the language as it was and says so to the caller.
 */
import { loadCatalog } from './loadCatalog'
import { locale, rememberLocale } from './localeStore'
import type { Locale } from './locales'

export async function chooseLocale(code: Locale): Promise<void> {
  await loadCatalog(code)
  rememberLocale(code)
  locale.set(code)
}

/** At start-up: the chosen language's catalogue before the first render; English if it fails. */
export async function prepareLocale(): Promise<void> {
  try {
    await loadCatalog(locale.get())
  } catch {
    locale.set('en')
  }
}
