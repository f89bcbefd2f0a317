/**
 * Source maps of a production build are for the error reporter only: Vite writes them 'hidden'
 * (no sourceMappingURL comment), and this plugin moves them out of the published folder into
 * `<outDir>-sourcemaps/`, to upload from there. The published folder then holds no map at all.
 */
import { mkdirSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

export function sourceMapsAside(): Plugin {
  return {
    name: 'source-maps-aside',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = resolve(options.dir ?? 'dist')
      const aside = `${outDir}-sourcemaps`
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue
        const target = join(aside, fileName)
        mkdirSync(dirname(target), { recursive: true })
        renameSync(join(outDir, fileName), target)
      }
    },
  }
}
