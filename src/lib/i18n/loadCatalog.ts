/**
 * A language's catalogue comes in parts cut along the app's lazy chunks (scripts/i18n/catalogParts.ts):
 * its index carries the boot part (the app shell's words) and says which part holds each other
 * group. Only the parts of the groups the loaded code declares are fetched, each once, and a group's
 * words are in the cache before anything renders it in that language.
 */
import { i18n } from './i18n'
import { declaredGroups, followDeclarations, groupNameOf } from './declaredGroups'
import { BASE_LOCALE, type Locale } from './locales'
import { locale } from './localeStore'

type Groups = Record<string, Record<string, unknown>>

interface CatalogIndex {
  boot: Groups
  partOf: Readonly<Record<string, number>>
  parts: readonly (() => Promise<{ default: Groups }>)[]
}

const CATALOGS: Partial<Record<Locale, () => Promise<CatalogIndex>>> = {
  es: () => import('virtual:i18n-catalog/es'),
}

const indexes = new Map<Locale, Promise<CatalogIndex>>()
const parts = new Map<string, Promise<void>>()

/** The language's words so far, made before the language is chosen (the library reads it then). */
function cacheOf(code: Locale): Groups {
  const cache = i18n.cache as unknown as Partial<Record<Locale, Groups>>
  return (cache[code] ??= {})
}

/** Fetched once; a failed fetch is tried again the next time. */
function once<K, T>(loads: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let loading = loads.get(key)
  if (!loading) {
    loading = load()
    loads.set(key, loading)
    loading.catch(() => loads.delete(key))
  }
  return loading
}

function indexOf(code: Locale, load: () => Promise<CatalogIndex>): Promise<CatalogIndex> {
  return once(indexes, code, async () => {
    const index = await load()
    Object.assign(cacheOf(code), index.boot)
    return index
  })
}

/** Puts the words of `groups` in `code` into the cache; a group the catalogue lacks stays in English. */
async function loadGroups(code: Locale, groups: readonly string[]): Promise<void> {
  const load = CATALOGS[code]
  if (!load) return
  const index = await indexOf(code, load)
  const needed = new Set(groups.flatMap((group) => index.partOf[group] ?? []))
  await Promise.all(
    [...needed].map((part) =>
      once(parts, `${code}/${part}`, async () => {
        Object.assign(cacheOf(code), (await index.parts[part]!()).default)
      }),
    ),
  )
  const cache = cacheOf(code)
  for (const group of groups) cache[group] ??= {}
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

// Code loaded later (a page, a dialog) declares its groups as it runs: their part starts at once,
// in the language in use, so its words are in before it renders or a toast reads them.
followDeclarations((group) => {
  const code = locale.get()
  if (indexes.has(code)) loadGroups(code, [group]).catch(() => {})
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
  if (!group || code === BASE_LOCALE || !CATALOGS[code] || cacheOf(code)[group]) return undefined
  const key = `${code}/${group}`
  if (settled.has(key)) return undefined
  let wait = waits.get(key)
  if (!wait) {
    wait = loadGroups(code, [group])
      .catch(() => {})
      .finally(() => settled.add(key))
    waits.set(key, wait)
  }
  return wait
}
