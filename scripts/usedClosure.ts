/**
 * The modules an entry needs: its static imports at any depth, except that a package's index file
 * (a module of nothing but imports and re-exports) leads only to the modules whose exports were
 * asked of it. Following every edge of `@tanstack/react-query`'s index put useQueries and the
 * infinite-query observer in the first load, because a lazy page used them.
 */
export interface ModuleFacts {
  code: string | null
  importedIds: readonly string[]
  exports: readonly string[]
}

const ALL = '*'
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm
const IMPORT_OR_REEXPORT = /^\s*(?:import|export)\b[^;]*?(?:from\s*)?["'][^"']+["']\s*;?|^\s*export\s*\{[^}]*\}\s*;?/gm

/** An index file: once its imports and re-exports are gone, nothing is left. */
function isIndex(code: string): boolean {
  return code.replace(COMMENTS, '').replace(IMPORT_OR_REEXPORT, '').trim() === ''
}

/** The names one import clause asks for (a namespace or default import counts as everything). */
function clauseNames(clause: string): Set<string> {
  const names = new Set<string>()
  if (clause === '' || /\*|^\w+\s*(,|$)/.test(clause)) names.add(ALL)
  for (const [, name] of clause.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)/g)) names.add(name!)
  return names
}

/**
 * What a module asks of each module it imports. Its import statements come in the order of
 * `importedIds`; when the counts differ (CommonJS), every import is asked for everything.
 */
function askedOf(code: string, importedIds: readonly string[]): Map<string, Set<string>> {
  const bySource = new Map<string, Set<string>>()
  for (const [, bare, clause, from] of code.matchAll(
    /(?:^|[;\n}])\s*(?:import\s*["']([^"']+)["']|(?:import|export)\s*([^;"'`()]*?)\s*from\s*["']([^"']+)["'])/g,
  )) {
    const source = bare ?? from!
    const names = clauseNames(bare === undefined ? clause!.trim() : '')
    bySource.set(source, new Set([...(bySource.get(source) ?? []), ...names]))
  }
  // Plugins add imports of their own (ids starting with \0), after the module's.
  const own = importedIds.filter((id) => !id.startsWith('\0'))
  const lists = [...bySource.values()]
  const matched = lists.length === own.length
  return new Map(importedIds.map((id) => [id, matched && own.includes(id) ? lists[own.indexOf(id)]! : new Set([ALL])]))
}

/** `export { a as b }` in an index: asking for b asks its source for a. */
function withAliases(code: string, names: ReadonlySet<string>): Set<string> {
  const out = new Set(names)
  for (const [, source, alias] of code.matchAll(/(\w+)\s+as\s+(\w+)/g)) if (names.has(alias!)) out.add(source!)
  return out
}

export function usedClosure(entries: readonly string[], info: (id: string) => ModuleFacts | null): Set<string> {
  const asked = new Map<string, Set<string>>()
  const seen = new Set<string>()
  const queue: string[] = [...entries]
  const ask = (id: string, names: ReadonlySet<string>) => {
    const had = asked.get(id)
    const grown = new Set([...(had ?? []), ...names])
    if (had && grown.size === had.size) return
    asked.set(id, grown)
    seen.delete(id)
    queue.push(id)
  }
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const module = info(id)
    if (!module) continue
    const code = module.code ?? ''
    const names = asked.get(id)
    if (names && !names.has(ALL) && isIndex(code)) {
      const wanted = withAliases(code, names)
      for (const next of module.importedIds) {
        const exported = info(next)?.exports ?? []
        const hit = exported.filter((name) => wanted.has(name))
        if (hit.length > 0 || exported.length === 0) ask(next, new Set(hit.length > 0 ? hit : [ALL]))
      }
      continue
    }
    for (const [next, names] of askedOf(code, module.importedIds)) ask(next, names)
  }
  return new Set([...entries, ...asked.keys()])
}
