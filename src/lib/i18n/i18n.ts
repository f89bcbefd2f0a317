/**
 * Every user-facing string is declared with `i18n(name, { key: 'English' })`, named after its file
 * (`app/Footer`), and read in a component with `useMessages`. Other languages are catalogues loaded
 * in parts, for the groups the loaded code declares (`loadCatalog`), so English costs no download.
 */
import {
  createI18n,
  strings,
  type ComponentsJSON,
  type I18n,
  type Messages,
  type Translations,
  type TranslationsJSON,
} from '@nanostores/i18n'
import { declareGroup } from './declaredGroups'
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

const library = createI18n(locale, {
  baseLocale: BASE_LOCALE,
  // The pseudo-locale is a mock build's test tool: production builds carry none of it.
  cache: (import.meta.env?.VITE_NETWORK === 'mock' ? { pseudo: pseudoCatalog() } : {}) as never,
  // A group's words are put in the cache before anything renders them (loadCatalog), so this runs
  // only for a group no catalogue holds: it stays in English.
  get: async () => ({}),
})

/** Declares a group of messages, and records it so the chosen language's words for it are loaded. */
/* @__NO_SIDE_EFFECTS__ */
function define<Body extends Translations>(name: string, base: Body): Messages<Body> {
  const messages = library(name, base)
  declareGroup(messages, name)
  return messages
}

export const i18n: I18n<Locale> = Object.assign(define, { cache: library.cache, loading: library.loading })
