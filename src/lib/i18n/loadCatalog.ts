/**
 * Each language but English is one catalogue, `catalogs/<code>.json`: a chunk of its own, fetched
 * the first time the language is used (the service worker keeps it), never in English's first load.
 * Its words go into the library's cache whole, before anything renders in that language.
 */
import { i18n } from './i18n'
import type { Locale } from './locales'

type Catalog = Record<string, Record<string, unknown>>

const CATALOGS: Partial<Record<Locale, () => Promise<{ default: Catalog }>>> = {
  es: () => import('./catalogs/es.json'),
}

const loads = new Map<Locale, Promise<void>>()

/** The language's words, fetched once (and again after a failure); nothing to fetch for English. */
export function loadCatalog(code: Locale): Promise<void> {
  const fetchCatalog = CATALOGS[code]
  if (!fetchCatalog) return Promise.resolve()
  let load = loads.get(code)
  if (!load) {
    load = fetchCatalog().then(({ default: catalog }) => {
      ;(i18n.cache as Partial<Record<Locale, unknown>>)[code] = catalog
    })
    loads.set(code, load)
    load.catch(() => loads.delete(code))
  }
  return load
}
