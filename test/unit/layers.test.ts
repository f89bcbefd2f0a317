/**
 * The layer rules of eslint.config.js, run on snippets: lint must refuse an import that runs up
 * (the names core into a feature folder), or the rule is decoration.
 */
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function importErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the layers of src/names', () => {
  it('refuses a core file importing a feature folder, by alias or by a relative path', async () => {
    expect(await importErrors('src/names/core/x.ts', '@/names/portfolio/useOwnedNames')).toHaveLength(1)
    expect(await importErrors('src/names/hooks/x.ts', '../stats/useMarketStats')).toHaveLength(1)
    expect(await importErrors('src/names/ui/x.tsx', '../offline/DataAge')).toHaveLength(1)
  })

  it('lets a core file import the core, and a feature import the core', async () => {
    expect(await importErrors('src/names/hooks/x.ts', '../core/expiry')).toEqual([])
    expect(await importErrors('src/names/offline/x.ts', '../core/expiry')).toEqual([])
  })

  it('knows every folder of src/names as core or feature (no folder escapes the rule)', async () => {
    const folders = readdirSync('src/names', { withFileTypes: true }).filter((e) => e.isDirectory())
    for (const { name } of folders) {
      if (['api', 'core', 'hooks', 'ui', 'contracts'].includes(name)) continue
      expect(await importErrors('src/names/core/x.ts', `../${name}/y`), name).toHaveLength(1)
    }
  })
})
