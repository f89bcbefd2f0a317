/**
 * The layer rules of eslint.config.js, run on snippets: lint must refuse an import that runs up
 * (the names core into a feature folder) or sideways (a feature into another), or the rule is decoration.
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
    expect(await importErrors('src/names/core/x.ts', '@/names/portfolio/portfolio')).toHaveLength(1)
    expect(await importErrors('src/names/hooks/x.ts', '../stats/useMarketStats')).toHaveLength(1)
    expect(await importErrors('src/names/ui/x.tsx', '../offline/DataAge')).toHaveLength(1)
    expect(await importErrors('src/names/contracts/x.ts', '../transactions/check/contractMethods')).toHaveLength(1)
  })

  it('lets a core file import the core, and a feature import the core', async () => {
    expect(await importErrors('src/names/hooks/x.ts', '../core/expiry')).toEqual([])
    expect(await importErrors('src/names/offline/x.ts', '../core/expiry')).toEqual([])
  })

  it('refuses a feature file importing another feature folder, by alias or by a relative path', async () => {
    expect(await importErrors('src/names/reminders/x.ts', '@/names/portfolio/portfolio')).toHaveLength(1)
    expect(await importErrors('src/names/socials/x.tsx', '../transactions/flow/TransactionDialog')).toHaveLength(1)
    expect(await importErrors('src/names/transactions/flow/x.tsx', '../../socials/VerifyDialog')).toHaveLength(1)
  })

  it('lets a feature import its own folder, and a page compose features', async () => {
    expect(await importErrors('src/names/transactions/flow/x.tsx', '../registry')).toEqual([])
    expect(await importErrors('src/names/offers/x.ts', './offersSeen')).toEqual([])
    expect(await importErrors('src/pages/name/x.tsx', '@/names/socials/VerifyDialog')).toEqual([])
  })

  it('knows every folder of src/names as core or feature (no folder escapes the rule)', async () => {
    const folders = readdirSync('src/names', { withFileTypes: true }).filter((e) => e.isDirectory())
    for (const { name } of folders) {
      if (['api', 'core', 'hooks', 'ui', 'contracts'].includes(name)) continue
      expect(await importErrors('src/names/core/x.ts', `../${name}/y`), name).toHaveLength(1)
      // And each feature is kept from every other.
      const other = name === 'offers' ? 'search' : 'offers'
      expect(await importErrors(`src/names/${name}/x.ts`, `../${other}/y`), name).toHaveLength(1)
    }
  })
})
