/**
 * What each chunk is made of, from the build's module graph: for every JS chunk, each module's
 * rendered bytes (after tree-shaking, before minifying) and their gzip size alone. Written beside
 * the build, to `<outDir>-stats/modules.json` (never published), for `npm run bench` to say who
 * owns each kilobyte of the first load.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** chunk file → module (path from the repository, or a virtual id) → its sizes in bytes. */
type ModuleSizes = Record<string, Record<string, { rendered: number; gzip: number }>>

export function moduleSizes(root: string): Plugin {
  let sizes: ModuleSizes = {}
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      sizes = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: ModuleSizes[string] = {}
        for (const [id, module] of Object.entries(output.modules)) {
          if (!module.code) continue
          const name = id.startsWith(root) ? relative(root, id) : id
          modules[name] = { rendered: module.renderedLength, gzip: gzipSync(module.code).length }
        }
        sizes[output.fileName] = modules
      }
    },
    writeBundle(options) {
      const dir = `${resolve(options.dir ?? 'dist')}-stats`
      mkdirSync(dir, { recursive: true })
      writeFileSync(`${dir}/modules.json`, JSON.stringify(sizes))
    },
  }
}
