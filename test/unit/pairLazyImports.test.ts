import { describe, expect, it } from 'vitest'
import { pairLazyImports, WORDS_BESIDE } from '../../scripts/vite/pairLazyImports'

const PARTS: Record<string, number[]> = { '@/pages/home/HomePage': [4, 6], './Dialog': [2] }
const partsOf = async (specifier: string) => PARTS[specifier]

describe('pairLazyImports', () => {
  it('wraps each lazy import whose code has words with its parts, and imports the helper once', async () => {
    const code = [
      "const home = () => import('@/pages/home/HomePage').then((m) => m.HomePage)",
      'const dialog = () => import("./Dialog")',
      "const sdk = () => import('some-sdk')",
    ].join('\n')
    const paired = await pairLazyImports(code, '/src/app/routes.ts', partsOf)
    expect(paired!.code.split('\n')).toEqual([
      `import { wordsBeside as ${WORDS_BESIDE} } from '@/lib/i18n/loadCatalog';` +
        `const home = () => ${WORDS_BESIDE}([4,6], import('@/pages/home/HomePage')).then((m) => m.HomePage)`,
      `const dialog = () => ${WORDS_BESIDE}([2], import("./Dialog"))`,
      "const sdk = () => import('some-sdk')",
    ])
    // The source map still points each line's code at where it was.
    expect(paired!.map.mappings.split(';')).toHaveLength(3)
  })

  it('leaves a module alone when none of its lazy imports has words', async () => {
    expect(await pairLazyImports("const sdk = () => import('some-sdk')", '/src/a.ts', partsOf)).toBeNull()
    expect(await pairLazyImports('import.meta.glob("./*.ts")', '/src/a.ts', partsOf)).toBeNull()
  })
})
