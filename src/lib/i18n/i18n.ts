/**
 * Every user-facing string is declared with `i18n(id, { key: 'English' })` and read in a component
 * with `useMessages`. The id is the group's own, chosen once and kept when its file moves (most are
 * the path their file had then, `app/Footer`): the catalogues find its words by it. Other languages
 * are one catalogue each, loaded whole when chosen (`loadCatalog`), so English costs no download.
 */
import { createI18n, strings, type ComponentsJSON, type I18n, type TranslationsJSON } from '@nanostores/i18n'
import { BASE_LOCALE, type Locale } from './locales'
import { locale } from './localeStore'
import { pseudoText } from './pseudoText'

export { count } from '@nanostores/i18n'
export { params } from './params'

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

export const i18n: I18n<Locale> = createI18n(locale, {
  baseLocale: BASE_LOCALE,
  // The pseudo-locale is a mock build's test tool: production builds carry none of it.
  cache: (import.meta.env?.VITE_NETWORK === 'mock' ? { pseudo: pseudoCatalog() } : {}) as never,
  // A language's whole catalogue is in the cache before anything renders in it (loadCatalog), so
  // this runs only for a group the catalogue lacks: it stays in English. Each asked group gets its
  // (empty) entry: the library redraws the other groups in the new language only once every asked
  // group has one, so a bare `{}` left every group on the page in the old language.
  get: async (_code, groups) => Object.fromEntries(groups.map((group) => [group, {}])),
})
