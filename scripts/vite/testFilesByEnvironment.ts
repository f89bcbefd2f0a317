import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The environment a test file asks for, read as vitest reads it: the first `@vitest-environment`
 * (or `@jest-environment`) anywhere in the file; none is Node.
 */
export function testEnvironmentOf(source: string): string {
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(source)?.[1] ?? 'node'
}

/**
 * The unit test files under `dirs` (relative to `root`), split by whether they ask for a DOM: the
 * Node files can share their workers' modules (isolate: false), the DOM files each start afresh.
 */
export function testFilesByEnvironment(root: string, dirs: readonly string[]): { node: string[]; dom: string[] } {
  const files = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file)),
  )
  const split = { node: [] as string[], dom: [] as string[] }
  for (const file of files)
    split[testEnvironmentOf(readFileSync(join(root, file), 'utf8')) === 'node' ? 'node' : 'dom'].push(file)
  return split
}
