import { describe, expect, it } from 'vitest'
import { usedClosure, type ModuleFacts } from '../../scripts/usedClosure'

/** A module graph as the bundler reports it: code, static imports in order, exports. */
function graph(modules: Record<string, Partial<ModuleFacts>>) {
  return (id: string): ModuleFacts | null =>
    modules[id] ? { code: '', importedIds: [], exports: [], ...modules[id] } : null
}

// A package whose index re-exports three modules, as @tanstack/react-query's does.
const PACKAGE = {
  '/pkg/index.js': {
    code: [
      '// src/index.ts',
      'import { useQuery } from "./useQuery.js";',
      'import { useQueries } from "./useQueries.js";',
      'export * from "core";',
      'export { useQuery, useQueries };',
    ].join('\n'),
    importedIds: ['/pkg/useQuery.js', '/pkg/useQueries.js', '/core/index.js'],
    exports: ['useQuery', 'useQueries', 'QueryClient', 'QueriesObserver'],
  },
  '/pkg/useQuery.js': { code: 'export function useQuery() {}', exports: ['useQuery'] },
  '/pkg/useQueries.js': {
    code: 'import { QueriesObserver } from "core";\nexport function useQueries() {}',
    importedIds: ['/core/index.js'],
    exports: ['useQueries'],
  },
  '/core/index.js': {
    code: 'export { QueryClient } from "./queryClient.js";\nexport { QueriesObserver as QueriesObserver } from "./queriesObserver.js";',
    importedIds: ['/core/queryClient.js', '/core/queriesObserver.js'],
    exports: ['QueryClient', 'QueriesObserver'],
  },
  '/core/queryClient.js': { code: 'export class QueryClient {}', exports: ['QueryClient'] },
  '/core/queriesObserver.js': { code: 'export class QueriesObserver {}', exports: ['QueriesObserver'] },
}

describe('usedClosure', () => {
  it("follows a package's index only to the modules whose exports were asked for", () => {
    const info = graph({
      ...PACKAGE,
      '/app/main.ts': {
        code: 'import { useQuery, QueryClient } from "pkg";\nimport "./style.css";',
        importedIds: ['/pkg/index.js', '/app/style.css'],
      },
      '/app/style.css': {},
    })
    expect([...usedClosure(['/app/main.ts'], info)].sort()).toEqual([
      '/app/main.ts',
      '/app/style.css',
      '/core/index.js',
      '/core/queryClient.js',
      '/pkg/index.js',
      '/pkg/useQuery.js',
    ])
  })

  it('keeps every export of an index asked for by a namespace import', () => {
    const info = graph({
      ...PACKAGE,
      '/app/main.ts': { code: 'import * as pkg from "pkg";', importedIds: ['/pkg/index.js'] },
    })
    expect(usedClosure(['/app/main.ts'], info)).toContain('/core/queriesObserver.js')
    expect(usedClosure(['/app/main.ts'], info)).toContain('/pkg/useQueries.js')
  })

  it('follows every import of a module that is not an index, and adds names asked later', () => {
    const info = graph({
      ...PACKAGE,
      '/app/main.ts': {
        code: 'import { useQuery } from "pkg";\nimport { a } from "./a.ts";',
        importedIds: ['/pkg/index.js', '/app/a.ts'],
      },
      '/app/a.ts': {
        code: 'import { useQueries } from "pkg";\nexport const a = useQueries',
        importedIds: ['/pkg/index.js'],
        exports: ['a'],
      },
    })
    const used = usedClosure(['/app/main.ts'], info)
    expect(used).toContain('/pkg/useQueries.js')
    expect(used).toContain('/core/queriesObserver.js')
    expect(used).not.toContain('/core/queryClient.js')
  })

  it('asks for everything when the imports cannot be matched to the ids (CommonJS)', () => {
    const info = graph({
      ...PACKAGE,
      '/app/main.cjs': { code: 'module.exports = require("pkg")', importedIds: ['/pkg/index.js'] },
    })
    expect(usedClosure(['/app/main.cjs'], info)).toContain('/pkg/useQueries.js')
  })

  it("passes over the bundler's own helper imports when matching imports to ids", () => {
    const info = graph({
      ...PACKAGE,
      '/app/main.ts': {
        code: 'import { useQuery } from "pkg";\nconst lazy = () => import("./page.ts")',
        importedIds: ['/pkg/index.js', '\0vite/preload-helper.js'],
      },
      '\0vite/preload-helper.js': { code: 'export const __vitePreload = (load) => load()' },
    })
    const used = usedClosure(['/app/main.ts'], info)
    expect(used).toContain('/pkg/useQuery.js')
    expect(used).not.toContain('/pkg/useQueries.js')
  })
})
