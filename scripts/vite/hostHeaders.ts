/**
 * `vite preview` as the static host serves the build: every response carries the headers of the
 * build's `_headers` file (its CSP with frame-ancestors, X-Frame-Options, ...), so the browser
 * tests run under the policy the host sends, not only the meta tag's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The `Name: value` lines of a `_headers` file (one `/*` block). */
function parseHeadersFile(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => /^\s+\S+:/.test(line))
    .map((line) => {
      const at = line.indexOf(':')
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()]
    })
}

export function hostHeaders(): Plugin {
  return {
    name: 'host-headers',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers')
      server.middlewares.use((_req, res, next) => {
        // Read per request: a rebuild while the server runs changes the policy's hashes.
        if (existsSync(file))
          for (const [name, value] of parseHeadersFile(readFileSync(file, 'utf8'))) res.setHeader(name, value)
        next()
      })
    },
  }
}
