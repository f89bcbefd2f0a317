import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { testEnvironmentOf, testFilesByEnvironment } from '../../scripts/vite/testFilesByEnvironment'

// Spelled in two parts: vitest reads the pragma anywhere in a file, this one's own source included.
const pragma = (name: string) => `// @vitest${'-environment'} ${name}`

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('testEnvironmentOf', () => {
  it('reads the pragma where vitest does: on the first line or after other comments', () => {
    expect(testEnvironmentOf(`${pragma('jsdom')}\nimport 'x'`)).toBe('jsdom')
    expect(testEnvironmentOf(`/** Why this file needs a DOM. */\n${pragma('jsdom')}\n`)).toBe('jsdom')
    expect(testEnvironmentOf(`/**\n * @jest${'-environment'} happy-dom\n */`)).toBe('happy-dom')
  })

  it('is Node without a pragma', () => {
    expect(testEnvironmentOf("import { it } from 'vitest'\n")).toBe('node')
  })
})

describe('testFilesByEnvironment', () => {
  it('splits the test files of each folder by the environment they ask for; other files are left out', () => {
    root = mkdtempSync(join(tmpdir(), 'test-env-'))
    mkdirSync(join(root, 'src/deep'), { recursive: true })
    writeFileSync(join(root, 'src/plain.test.ts'), "import { it } from 'vitest'\n")
    writeFileSync(join(root, 'src/deep/view.test.tsx'), `/** A view. */\n${pragma('jsdom')}\n`)
    writeFileSync(join(root, 'src/deep/helper.ts'), pragma('jsdom'))
    expect(testFilesByEnvironment(root, ['src'])).toEqual({
      node: [join('src', 'plain.test.ts')],
      dom: [join('src', 'deep', 'view.test.tsx')],
    })
  })
})
