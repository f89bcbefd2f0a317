/**
 * Fetches a language's parts (loaded with its catalogue's index, never in boot): each part once,
 * and a failed one again at the next ask. A group the catalogue lacks is put in as empty, so it
 * reads in English and nothing waits for it.
 */
import { i18n } from './i18n'
import type { Locale } from './locales'

type Groups = Record<string, Record<string, unknown>>

export interface CatalogIndex {
  boot: Groups
  partOf: Readonly<Record<string, number>>
  parts: readonly (() => Promise<{ default: Groups }>)[]
}

/** Loads the parts that hold `groups`, or the parts `ids` (the build's pairing of a lazy import). */
export interface CatalogLoader {
  groups(groups: readonly string[]): Promise<void>
  parts(ids: readonly number[]): Promise<void>
}

export function catalogLoader(code: Locale, index: CatalogIndex): CatalogLoader {
  const cache = ((i18n.cache as unknown as Partial<Record<Locale, Groups>>)[code] ??= {})
  Object.assign(cache, index.boot)
  const loading = new Map<number, Promise<void>>()
  const part = (id: number) => {
    let load = loading.get(id)
    if (!load) {
      const fetchPart = index.parts[id]
      if (!fetchPart) return Promise.resolve()
      load = fetchPart().then((module) => void Object.assign(cache, module.default))
      loading.set(id, load)
      load.catch(() => loading.delete(id))
    }
    return load
  }
  return {
    async groups(groups) {
      await Promise.all([...new Set(groups.flatMap((group) => index.partOf[group] ?? []))].map(part))
      for (const group of groups) cache[group] ??= {}
    },
    parts: async (ids) => void (await Promise.all(ids.map(part))),
  }
}
