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
 * The promise of a group's words for `use`: once a group was waited for, the same promise on
 * every render, settled or not (React requires a component that suspended on `use` to call it
 * again when it renders after); marked fulfilled as React reads a settled one, so it never
 * suspends again. Undefined for words that never had to be waited for.
 */
export function wordsArrival(store: object): Promise<void> | undefined {
  const key = waitKeyOf(store)
  if (!key) return undefined
  let wait = waits.get(key)
  if (!wait && !settled.has(key)) {
    const code = locale.get()
    const group = key.slice(code.length + 1)
    const loading: Promise<void> = loadGroups(code, [group])
      .catch(() => {})
      .finally(() => {
        settled.add(key)
        Object.assign(loading, { status: 'fulfilled', value: undefined })
      })
    waits.set(key, (wait = loading))
  }
  return wait
}

/** `<locale>/<group>` of a group whose words are still to come in the chosen language; null otherwise. */
function waitKeyOf(store: object): string | null {
  const group = groupNameOf(store)
  const code = locale.get()
  const key = `${code}/${group}`
  if (!group || !INDEXES[code]) return null
  // Words that were in from the start (English, the boot part) were never waited for.
  if (i18n.cache[code]?.[group] && !waits.has(key)) return null
  return key
}
