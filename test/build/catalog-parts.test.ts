import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { catalogParts } from '../../scripts/i18n/catalogParts'
import { distDir, initialJs, listFiles } from './distFiles'
import app from '../../src/lib/i18n/catalogs/es/app.json'

const footer = app['app/Footer']

const gzipKb = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024

/** The Spanish catalogue's files in a build: its index (the boot part's words) and each part by id. */
function spanishFiles(mode: string): { index: string; loader: string; parts: Map<number, string> } {
  const js = listFiles(join(distDir(mode), 'assets')).filter((file) => file.endsWith('.js'))
  const parts = new Map(
    js.flatMap((file) => {
      const id = basename(file).match(/^es-(\d+)-[\w-]{8}\.js$/)?.[1]
      return id === undefined ? [] : [[Number(id), file] as const]
    }),
  )
  const first = basename(parts.get(0) ?? 'none')
  const index = js.find((file) => readFileSync(file, 'utf8').includes(`./${first}`))
  // The code that fetches the parts, loaded beside the index (src/lib/i18n/catalogLoader.ts).
  const loader = js.find((file) => /^catalogLoader-[\w-]{8}\.js$/.test(basename(file)))
  if (!index || !loader || parts.size === 0) throw new Error(`No Spanish catalogue in dist/${mode}`)
  return { index, loader, parts }
}

describe.each(['mock', 'testnet'])('the %s build', (mode) => {
  const { index, loader, parts } = spanishFiles(mode)
  const src = catalogParts(join(process.cwd(), 'src'))

  it('has one file per part of the Spanish catalogue, and none of its words in the first JS', () => {
    expect([...parts.keys()].sort((a, b) => a - b)).toEqual(src.lazy.map((_, id) => id))
    const first = initialJs(mode).map((file) => readFileSync(file, 'utf8'))
    // A sentence of the boot part: in the catalogue's index, and not in the first JS.
    const sentence = footer.networks as string
    expect(readFileSync(index, 'utf8')).toContain(sentence)
    for (const text of first) expect(text).not.toContain(sentence)
  })

  it('before the first render of home in Spanish, downloads well under half of the catalogue', () => {
    const home = (src.entries['pages/home/HomePage.tsx'] ?? []).map((id) => parts.get(id)!)
    const firstRender = gzipKb([index, loader, ...home])
    const whole = gzipKb([index, ...parts.values()])
    const sizes = [...parts].map(([id, file]) => `${id}: ${gzipKb([file]).toFixed(1)}`).join(', ')
    console.log(
      `[catalogue] ${mode} Spanish before home's first render: ${firstRender.toFixed(1)} kB gzip ` +
        `(index with the boot part ${gzipKb([index]).toFixed(1)} kB, loader ${gzipKb([loader]).toFixed(1)} kB, parts ${home.map((f) => basename(f)).join(', ')}); ` +
        `the whole catalogue ${whole.toFixed(1)} kB in ${parts.size + 1} files; parts (kB gzip) ${sizes}`,
    )
    expect(firstRender).toBeLessThan(whole * 0.4)
  })
})
