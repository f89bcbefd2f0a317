import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

describe('env', () => {
  it('names every variable the schema reads, one by one (so only those reach the bundle)', () => {
    const read = new Set(
      source('./envSchema.ts')
        .match(/'VITE_[A-Z_]+'/g)
        ?.map((key) => key.slice(1, -1)),
    )
    const named = new Set(
      source('./env.ts')
        .match(/import\.meta\.env\.(VITE_[A-Z_]+)/g)
        ?.map((k) => k.slice(16)),
    )
    expect([...named].sort()).toEqual([...read].sort())
    expect(source('./env.ts')).not.toMatch(/import\.meta\.env(?!\.)/)
  })
})
