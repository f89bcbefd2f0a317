/** A language's catalogue, fetched once, then in the cache before anything renders in it. */
import { i18n } from './i18n'
import type { Locale } from './locales'

const CATALOGS: Partial<Record<Locale, () => Promise<{ catalog: Record<string, unknown> }>>> = {
  es: () => import('./catalogs/es'),
}

export async function loadCatalog(code: Locale): Promise<void> {
  const load = CATALOGS[code]
  if (!load || i18n.cache[code]) return
  const { catalog } = await load()
  i18n.cache[code] = catalog as (typeof i18n.cache)[Locale]
}
