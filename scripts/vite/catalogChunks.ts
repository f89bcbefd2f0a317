import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { catalogParts, srcPathOf } from '../i18n/catalogParts.ts'
import { pairLazyImports } from './pairLazyImports.ts'

const PREFIX = 'virtual:i18n-catalog/'
const RESOLVED = `\0${PREFIX}`

type Catalog = Record<string, unknown>

/**
 * Serves each language's catalogue in parts (scripts/i18n/catalogParts.ts):
 * `virtual:i18n-catalog/es` is its index, with the boot part's words and which part holds each
 * other group; `virtual:i18n-catalog/es/es-3` is part 3 (chunk `es-3`), a chunk of its own loaded when a group of it
 * is used. Translators keep writing `src/lib/i18n/catalogs/es/*.json` by folder; only the build
 * cuts them by chunk.
 */
export function catalogChunks(srcDir: string, { pairImports = true } = {}): Plugin {
  const catalogDir = (code: string) => join(srcDir, 'lib/i18n/catalogs', code)
  let parts: ReturnType<typeof catalogParts> | null = null
  const pick = (catalog: Catalog, groups: readonly string[]) =>
    Object.fromEntries(groups.filter((group) => group in catalog).map((group) => [group, catalog[group]]))

  function readCatalog(code: string, watch: (file: string) => void): Catalog {
    const dir = catalogDir(code)
    return Object.assign(
      {},
      ...readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          watch(join(dir, file))
          return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog
        }),
    )
  }

  return {
    name: 'catalog-chunks',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    // A source file's change can move a group between parts: the dev server computes them again.
    watchChange() {
      parts = null
    },
    // Each lazy import of the app's starts its words beside its code (pairLazyImports).
    async transform(code, id) {
      if (!pairImports || !id.startsWith(srcDir) || !code.includes('import(')) return undefined
      parts ??= catalogParts(srcDir)
      const { ownParts } = parts
      return pairLazyImports(code, id, async (specifier) => {
        const target = (await this.resolve(specifier, id))?.id
        return target?.startsWith(srcDir) ? ownParts[srcPathOf(srcDir, target)] : undefined
      })
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const [code = '', part] = id.slice(RESOLVED.length).split('/')
      const partId = part?.slice(code.length + 1)
      const catalog = readCatalog(code, (file) => this.addWatchFile(file))
      parts ??= catalogParts(srcDir)
      if (partId !== undefined)
        return `export default ${JSON.stringify(pick(catalog, parts.lazy[Number(partId)] ?? []))}`
      const partOf = Object.fromEntries(parts.lazy.flatMap((groups, index) => groups.map((group) => [group, index])))
      const loaders = parts.lazy.map(
        (_, index) => `() => import(${JSON.stringify(`${PREFIX}${code}/${code}-${index}`)})`,
      )
      return [
        `export const boot = ${JSON.stringify(pick(catalog, parts.boot))}`,
        `export const partOf = ${JSON.stringify(partOf)}`,
        `export const parts = [${loaders.join(', ')}]`,
      ].join('\n')
    },
  }
}
