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

export type CatalogLoader = (groups: readonly string[]) => Promise<void>

export function catalogLoader(code: Locale, index: CatalogIndex): CatalogLoader {
  const cache = ((i18n.cache as unknown as Partial<Record<Locale, Groups>>)[code] ??= {})
  Object.assign(cache, index.boot)
  const parts = new Map<number, Promise<void>>()
  const part = (id: number) => {
    let loading = parts.get(id)
    if (!loading) {
      loading = index.parts[id]!().then((module) => void Object.assign(cache, module.default))
      parts.set(id, loading)
      loading.catch(() => parts.delete(id))
    }
    return loading
  }
  return async (groups) => {
    await Promise.all([...new Set(groups.flatMap((group) => index.partOf[group] ?? []))].map(part))
    for (const group of groups) cache[group] ??= {}
  }
}
