import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A test file whose first line is this runs with a DOM (jsdom); every other one runs in Node. */
const DOM_PRAGMA = '// @vitest-environment jsdom'

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
  const isDom = (file: string) => readFileSync(join(root, file), 'utf8').startsWith(DOM_PRAGMA)
  return { node: files.filter((file) => !isDom(file)), dom: files.filter(isDom) }
}
