import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { distDir, initialJs, listFiles } from './distFiles'
import spanish from '../../src/lib/i18n/catalogs/es.json'

// A sentence of the shell (the footer), shown on every page.
const sentence = spanish['app/Footer'].networks

describe.each(['mock', 'testnet'])('the %s build', (mode) => {
  const js = listFiles(join(distDir(mode), 'assets')).filter((file) => file.endsWith('.js'))
  const holders = js.filter((file) => readFileSync(file, 'utf8').includes(sentence))

  it('has the Spanish catalogue in one chunk of its own, and none of its words in the first JS', () => {
    expect(holders.map((file) => basename(file).replace(/-[\w-]{8}\.js$/, ''))).toEqual(['es'])
    const catalogue = readFileSync(holders[0]!, 'utf8')
    // Every group is in that one file: the last one's id too.
    expect(catalogue).toContain(JSON.stringify(Object.keys(spanish).at(-1)))
    for (const file of initialJs(mode)) expect(readFileSync(file, 'utf8')).not.toContain(sentence)
    console.log(`[catalogue] ${mode} Spanish: ${(gzipSync(catalogue).length / 1024).toFixed(1)} kB gzip in one file`)
  })
})
