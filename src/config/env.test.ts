import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { env } from './env'
import { parseEnv } from './envSchema'

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

describe('env', () => {
  it("is the build's parsed environment, inlined as data: no parser and no unread variable in the bundle", () => {
    expect(env).toEqual(parseEnv(import.meta.env as unknown as Record<string, string>))
    expect(source('./env.ts')).not.toMatch(/import\.meta\.env/)
  })
})
