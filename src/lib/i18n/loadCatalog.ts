/**
 * A language's words come in parts cut along the app's lazy chunks (scripts/i18n/catalogParts.ts),
 * fetched for the groups the loaded code declares, before anything renders them in that language.
 * Boot keeps only this; the fetching (catalogLoader.ts) loads beside the catalogue's index.
 */
import type { CatalogIndex, CatalogLoader } from './catalogLoader'
import { declaredGroups, followDeclarations, groupNameOf } from './declaredGroups'
import { i18n } from './i18n'
import type { Locale } from './locales'
import { locale } from './localeStore'

const INDEXES: Partial<Record<Locale, () => Promise<CatalogIndex>>> = {
  es: () => import('virtual:i18n-catalog/es'),
}

const loaders = new Map<Locale, Promise<CatalogLoader>>()

/** The language's part loader, with its index: loaded once, and again after a failure. */
function loaderFor(code: Locale, index: () => Promise<CatalogIndex>): Promise<CatalogLoader> {
  let loader = loaders.get(code)
  if (!loader) {
    loader = Promise.all([import('./catalogLoader'), index()]).then(([{ catalogLoader }, loaded]) =>
      catalogLoader(code, loaded),
    )
    loaders.set(code, loader)
    loader.catch(() => loaders.delete(code))
  }
  return loader
}

function loadGroups(code: Locale, groups: readonly string[]): Promise<void> {
  const index = INDEXES[code]
  return index ? loaderFor(code, index).then((loader) => loader.groups(groups)) : Promise.resolve()
}

/**
 * Lazily loaded code, with the parts of its words started beside it in the language in use. The
 * build pairs each lazy import with its parts (scripts/vite/catalogChunks.ts), so a page opened
 * by its URL fetches its code and its words at once, not one after the other.
 * @public imported by the build's transform, not by a source file
 */
export function wordsBeside<T>(ids: readonly number[], loading: Promise<T>): Promise<T> {
  const code = locale.get()
  const index = INDEXES[code]
  if (index)
    loaderFor(code, index)
      .then((loader) => loader.parts(ids))
      .catch(() => {})
  return loading
}

/** The words of every group the loaded code has declared (the current screen's among them). */
export function loadCatalog(code: Locale): Promise<void> {
  return loadGroups(code, declaredGroups())
}

/** Lazily loaded code, once its words in the chosen language are in too: a page renders whole. */
export async function withWords<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading
  await loadCatalog(locale.get())
  return loaded
}

// Code loaded later declares its groups as it runs: their part starts at once, in the language in
// use, so its words are in before it renders or a toast reads them.
followDeclarations((group) => {
  const code = locale.get()
  if (loaders.has(code)) loadGroups(code, [group]).catch(() => {})
})

const waits = new Map<string, Promise<void>>()
const settled = new Set<string>()

/**
 * While a group's words in the chosen language are on their way, the promise of their arrival
 * (for a component to suspend on, so it never shows English first); otherwise undefined. A
 * failed load settles too: the group shows in English rather than not at all.
 */
export function wordsPending(store: object): Promise<void> | undefined {
  const group = groupNameOf(store)
  const code = locale.get()
  const key = `${code}/${group}`
  if (!group || !INDEXES[code] || i18n.cache[code]?.[group] || settled.has(key)) return undefined
  let wait = waits.get(key)
  if (!wait) {
    wait = loadGroups(code, [group])
      .catch(() => {})
      .finally(() => settled.add(key))
    waits.set(key, wait)
  }
  return wait
}
