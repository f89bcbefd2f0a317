/**
 * Chunk groups for the pages. A page's own modules (those nothing else loads: no path from the
 * entry, static or lazy, that avoids the page reaches them) go in one file named after it: a
 * profile loaded its code in 115 files, one per set of dialogs and pages sharing a module. A group
 * takes in whatever its modules import that no earlier group took, so the modules a page shares
 * are taken first, split as the bundler splits them by default: one file per set of lazy entries
 * that need them. Without that, home fetched the profile's file for a module they share.
 */
import { basename, extname } from 'node:path'
import type { Rolldown } from 'vite'
import { reachable } from './reachable.ts'

/** What the grouping reads of a module: its static and its lazy imports. */
type Info = (id: string) => Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> | null
type GroupName = (id: string, ctx: Rolldown.ChunkingContext) => string | null

/** The two groups: the pages' shared modules by the entries that need them, then each page's own. */
export function pageChunkGroups(pages: Record<string, string>, entry: string): { name: GroupName }[] {
  let chunks: PageChunks | null = null
  const chunksOf = (ctx: Rolldown.ChunkingContext) =>
    (chunks ??= pageChunks(pages, entry, (module) => ctx.getModuleInfo(module)))
  return [
    { name: (id, ctx) => chunksOf(ctx).shared.get(id) ?? null },
    { name: (id, ctx) => chunksOf(ctx).own.get(id) ?? null },
  ]
}

interface PageChunks {
  /** A page's own module: the page's name. */
  own: Map<string, string>
  /** A module a page shares: one name for each set of lazy entries that need it. */
  shared: Map<string, string>
}

export function pageChunks(pages: Record<string, string>, entry: string, info: Info): PageChunks {
  const staticImports = importsOf(info, { lazy: false })
  const everything = reachable([entry], importsOf(info, { lazy: true }))
  const entries = [entry, ...new Set([...everything].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))]
  const closures = entries.map((start) => reachable([start], staticImports))
  const own = new Map<string, string>()
  const sharedModules = new Set<string>()
  for (const [name, page] of Object.entries(pages)) {
    const elsewhere = reachable([entry], importsOf(info, { lazy: true, avoid: page }))
    for (const module of reachable([page], staticImports)) {
      if (elsewhere.has(module)) sharedModules.add(module)
      else own.set(module, name)
    }
  }
  // A file's name is one of its modules'; two sets with a module of the same name (index.js)
  // must not share it, or the bundler would make them one file.
  const shared = new Map<string, string>()
  const bySignature = new Map<string, string>()
  const taken = new Set(Object.keys(pages))
  for (const module of [...sharedModules].sort()) {
    const signature = closures.map((closure) => (closure.has(module) ? '1' : '0')).join('')
    if (!bySignature.has(signature)) {
      const stem = basename(module, extname(module))
      let name = stem
      for (let n = 2; taken.has(name); n++) name = `${stem}-${n}`
      taken.add(name)
      bySignature.set(signature, name)
    }
    shared.set(module, bySignature.get(signature)!)
  }
  return { own, shared }
}

/** A module's static imports (and lazy ones, with `lazy`), never `avoid`. */
function importsOf(info: Info, { lazy, avoid }: { lazy: boolean; avoid?: string }) {
  return (id: string): string[] => {
    const module = info(id)
    if (!module) return []
    return [...module.importedIds, ...(lazy ? module.dynamicallyImportedIds : [])].filter((next) => next !== avoid)
  }
}
