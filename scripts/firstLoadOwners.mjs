// Who owns each kilobyte of a first load: the build's module sizes (scripts/vite/moduleSizes.ts)
// joined with the JS files the load fetches. A chunk's real gzip size is shared among its modules
// in proportion to each module's own gzip size, then summed by package (node_modules) and by our
// folder (src/<layer>/<feature>).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The package of a node_modules path, the folder of one of ours, or '(build)' for generated code. */
export function ownerOf(id) {
  const inPackage = id.split('node_modules/').at(-1)
  if (inPackage !== id) {
    const [scope, name] = inPackage.split('/')
    return { kind: 'package', name: scope.startsWith('@') ? `${scope}/${name}` : scope }
  }
  const parts = id.split('/')
  if (parts[0] !== 'src') return { kind: 'package', name: '(build)' }
  return { kind: 'ours', name: parts.slice(0, Math.min(3, parts.length - 1)).join('/') }
}

/** kB gzip by package and by our folder of `files` (paths under dist/<mode>), largest first; null without stats. */
export function firstLoadOwners(mode, files) {
  const statsFile = join('dist', `${mode}-stats`, 'modules.json')
  if (!existsSync(statsFile)) return null
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const byPackage = {}
  const byFolder = {}
  for (const file of files) {
    const modules = Object.entries(stats[file] ?? {})
    const chunkGzip = gzipSync(readFileSync(join('dist', mode, file))).length
    const parts = modules.reduce((sum, [, size]) => sum + size.gzip, 0)
    for (const [id, size] of modules) {
      const owner = ownerOf(id)
      const table = owner.kind === 'package' ? byPackage : byFolder
      table[owner.name] = (table[owner.name] ?? 0) + (chunkGzip * size.gzip) / parts
    }
  }
  const kb = (table) =>
    Object.fromEntries(
      Object.entries(table)
        .sort(([, a], [, b]) => b - a)
        .map(([name, bytes]) => [name, Math.round((bytes / 1024) * 100) / 100]),
    )
  return { byPackage: kb(byPackage), byFolder: kb(byFolder) }
}
