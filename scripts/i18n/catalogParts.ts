/**
 * Splits a language's catalogue along the app's lazy chunks. The boot part holds the groups of the
 * modules the entry imports statically (the app shell, loaded before the first render); every
 * other group goes to the part named by the set of lazy imports (`import()`) that reach it, the way
 * the bundler shares a module between lazy chunks. A group is in exactly one part, and the part
 * arrives with the first code that uses it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { reachable } from '../reachable.ts'
import { extractMessages } from './extractMessages.ts'

export interface CatalogParts {
  /** Groups of the modules the entry imports statically. */
  boot: string[]
  /** The other groups, one list per part; the part's id is its index. */
  lazy: string[][]
  /** Each top-level lazy import's target (a path in src) and the parts its code and its own lazy imports reach. */
  entries: Record<string, number[]>
  /** Every lazy import's target and the parts of the groups its code declares as it runs (its static imports). */
  ownParts: Record<string, number[]>
}

interface ModuleImports {
  static: string[]
  lazy: string[]
}

interface Part {
  groups: string[]
  /** The top-level lazy imports that load it. */
  users: Set<string>
  /** The English words' size, a measure of the translation's. */
  bytes: number
}

/** How many bytes of words a merge may make one page fetch without using them. */
const MERGE_BYTES = 1500

/** What merging two parts costs: the words each one's users fetch from the other without using them. */
function mergeCost(a: Part, b: Part): number {
  const only = (x: Part, y: Part) => [...x.users].filter((user) => !y.users.has(user)).length
  return Math.max(only(a, b) > 0 ? b.bytes : 0, only(b, a) > 0 ? a.bytes : 0)
}

/** Merges the cheapest pair of parts while it costs no page more than MERGE_BYTES. */
function mergeSmallParts(parts: Part[]): Part[] {
  for (;;) {
    let best: [number, number, number] | null = null
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const cost = mergeCost(parts[i]!, parts[j]!)
        if (cost <= MERGE_BYTES && (!best || cost < best[2])) best = [i, j, cost]
      }
    }
    if (!best) return parts
    const [a, b] = [parts[best[0]]!, parts[best[1]]!]
    parts = parts.filter((part) => part !== a && part !== b)
    parts.push({
      groups: [...a.groups, ...b.groups],
      users: new Set([...a.users, ...b.users]),
      bytes: a.bytes + b.bytes,
    })
  }
}

/** A file of src as the parts name it: its path from src, with forward slashes on any system. */
export const srcPathOf = (srcDir: string, file: string) => relative(srcDir, file).replace(/\\/g, '/')

const SKIP = /(\.test\.tsx?|\.d\.ts)$/
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !SKIP.test(entry.name) ? [path] : []
  })
}

/** A specifier as a file of src (`@/x`, `./x`), or null for a package or a file outside the scan. */
function resolveSpecifier(srcDir: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension
  return null
}

/** The files a glob of `import.meta.glob` names (patterns of file names in one folder; `!` excludes). */
function globbed(from: string, patterns: ts.Expression | undefined): string[] {
  const list = patterns && ts.isArrayLiteralExpression(patterns) ? [...patterns.elements] : patterns ? [patterns] : []
  const texts = list.filter(ts.isStringLiteralLike).map((pattern) => pattern.text)
  const matcher = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)
  const excluded = texts
    .filter((text) => text.startsWith('!'))
    .map((text) => matcher(resolve(dirname(from), text.slice(1))))
  return texts
    .filter((text) => !text.startsWith('!'))
    .flatMap((text) => {
      const pattern = resolve(dirname(from), text)
      const dir = dirname(pattern)
      if (!existsSync(dir)) return []
      return readdirSync(dir)
        .map((name) => join(dir, name))
        .filter((path) => matcher(pattern).test(path) && !excluded.some((exclude) => exclude.test(path)))
    })
}

/** A module's runtime imports: static ones (type-only imports load nothing) and `import()`s. */
function importsOf(srcDir: string, file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: ModuleImports = { static: [], lazy: [] }
  const add = (kind: keyof ModuleImports, specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return
    const target = resolveSpecifier(srcDir, file, specifier.text)
    if (target) found[kind].push(target)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'import.meta.glob') {
      const eager = node.arguments[1]?.getText().match(/eager:\s*true/)
      found[eager ? 'static' : 'lazy'].push(...globbed(file, node.arguments[0]))
    } else if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) add('static', node.moduleSpecifier)
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) add('static', node.moduleSpecifier)
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add('lazy', node.arguments[0])
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function catalogParts(srcDir: string, entry = join(srcDir, 'main.tsx')): CatalogParts {
  const graph = new Map(sourceFiles(srcDir).map((file) => [file, importsOf(srcDir, file)]))
  const staticClosure = (start: string) => reachable([start], (file) => graph.get(file)?.static ?? [])
  const groups = extractMessages(srcDir)
  const groupOf = new Map(groups.map((group) => [join(srcDir, group.file), group.name]))
  const sizeOf = new Map(groups.map((group) => [group.name, JSON.stringify(group.messages).length]))
  const groupsIn = (files: Iterable<string>) => [...files].flatMap((file) => groupOf.get(file) ?? [])

  const bootFiles = staticClosure(entry)
  const boot = groupsIn(bootFiles).sort()
  // The lazy imports the boot modules make; a lazy import inside a lazy module belongs to the
  // top-level one that reaches it (a page's dialogs arrive with the page).
  // The mock build's network and test harness show no words: they are no part's users.
  const lazyEntries = [...new Set([...bootFiles].flatMap((file) => graph.get(file)?.lazy ?? []))]
    .filter((file) => !relative(srcDir, file).startsWith('mocks'))
    .sort()
  const closure = (start: string) =>
    reachable([start], (file) => {
      const imports = graph.get(file)
      return imports ? [...imports.static, ...imports.lazy].filter((next) => !bootFiles.has(next)) : []
    })
  // Each group's signature: the top-level lazy imports that reach it.
  const signatures = new Map<string, string[]>()
  for (const lazyEntry of lazyEntries) {
    for (const group of groupsIn(closure(lazyEntry))) {
      if (!boot.includes(group)) signatures.set(group, [...(signatures.get(group) ?? []), lazyEntry])
    }
  }
  // Groups with the same signature make one part; then the smallest merges, while a merge makes
  // no page fetch more than MERGE_BYTES of words it does not use: fewer, larger files.
  const bySignature = new Map<string, Part>()
  for (const [group, reachedBy] of signatures) {
    const key = reachedBy.join('\n')
    const part = bySignature.get(key) ?? { groups: [], users: new Set(reachedBy), bytes: 0 }
    part.groups.push(group)
    part.bytes += sizeOf.get(group) ?? 0
    bySignature.set(key, part)
  }
  const merged = mergeSmallParts([...bySignature.values()])
  const lazy = merged.map((part) => part.groups.sort()).sort((a, b) => a[0]!.localeCompare(b[0]!))
  const entries: Record<string, number[]> = {}
  for (const part of merged) {
    const id = lazy.indexOf(part.groups)
    for (const user of part.users) {
      const key = srcPathOf(srcDir, user)
      entries[key] = [...(entries[key] ?? []), id].sort((a, b) => a - b)
    }
  }
  const partOf = new Map(lazy.flatMap((groups, id) => groups.map((group) => [group, id])))
  const ownParts: Record<string, number[]> = {}
  for (const target of new Set([...graph.values()].flatMap((imports) => imports.lazy))) {
    const ids = [...new Set(groupsIn(staticClosure(target)).flatMap((group) => partOf.get(group) ?? []))]
    if (ids.length) ownParts[srcPathOf(srcDir, target)] = ids.sort((a, b) => a - b)
  }
  return { boot, lazy, entries, ownParts }
}
