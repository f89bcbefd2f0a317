/**
 * Pairs a module's lazy imports with the words their code uses: `import("x")` becomes
 * `__wordsBeside([3, 4], import("x"))` when `x` is a lazy entry whose words are in parts 3 and 4,
 * so a language's parts are fetched beside the code, not after it has run.
 */
import MagicString from 'magic-string'

export const WORDS_BESIDE = '__wordsBeside'
const HELPER = `import { wordsBeside as ${WORDS_BESIDE} } from '@/lib/i18n/loadCatalog';`
const LAZY_IMPORT = /\bimport\((["'])([^"'\n]+)\1\)/g

/**
 * The module's code with each paired lazy import wrapped and the helper imported (with its source
 * map), or null when none is. `partsOf` gives the parts a specifier's target uses (none: unpaired).
 */
export async function pairLazyImports(
  code: string,
  id: string,
  partsOf: (specifier: string) => Promise<readonly number[] | undefined>,
): Promise<{ code: string; map: ReturnType<MagicString['generateMap']> } | null> {
  const found = [...code.matchAll(LAZY_IMPORT)]
  const parts = await Promise.all(found.map((match) => partsOf(match[2]!)))
  const out = new MagicString(code)
  found.forEach((match, i) => {
    const ids = parts[i]
    if (!ids?.length) return
    out.appendLeft(match.index, `${WORDS_BESIDE}([${ids.join(',')}], `)
    out.appendRight(match.index + match[0].length, ')')
  })
  if (!out.hasChanged()) return null
  out.prepend(HELPER)
  return { code: out.toString(), map: out.generateMap({ source: id, hires: true }) }
}
