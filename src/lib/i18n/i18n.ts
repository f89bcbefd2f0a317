/**
 * Every user-facing string is declared with `i18n(name, { key: 'English' })`, named after its file
 * (`app/Footer`), and read in a component with `useMessages`. Other languages are catalogues loaded
 * when chosen (`loadCatalog`), so English costs no download.
 */
import { createI18n, strings, type ComponentsJSON, type TranslationsJSON } from '@nanostores/i18n'
import { BASE_LOCALE } from './locales'
import { locale } from './localeStore'
import { pseudoText } from './pseudoText'

export { count, params } from '@nanostores/i18n'

/** The pseudo-locale's catalogue, made on demand from the base words of any group asked for. */
function pseudoCatalog(): ComponentsJSON {
  return new Proxy(
    {},
    {
      get: (_, name) => {
        const base = typeof name === 'string' ? i18n.cache[BASE_LOCALE]?.[name] : undefined
        return base === undefined
          ? undefined
          : (strings(base as unknown as TranslationsJSON, pseudoText) as TranslationsJSON)
      },
    },
  )
}

export const i18n = createI18n(locale, {
  baseLocale: BASE_LOCALE,
  // The pseudo-locale is a mock build's test tool: production builds carry none of it.
  cache: (import.meta.env?.VITE_NETWORK === 'mock' ? { pseudo: pseudoCatalog() } : {}) as never,
  // A catalogue is put in the cache before its language is chosen (chooseLocale), so this runs
  // only for a group no catalogue holds: it stays in English.
  get: async () => ({}),
})
