/**
 * The CSP, on the finished build: a meta tag in index.html (works on any static host) and a
 * `_headers` file (Netlify / Cloudflare Pages format) that adds what a meta tag cannot carry.
 * Build only: the dev server's hot reload needs inline scripts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { buildCsp, headersFile } from '../../src/config/csp.ts'
import type { AppEnv } from '../../src/config/envSchema'

/** Hashes of the inline scripts, as CSP source expressions want them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  )
}

export function contentSecurityPolicy(env: AppEnv): Plugin {
  let config: ResolvedConfig
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const indexPath = join(outDir, 'index.html')
      // A failed build leaves no index.html: let its own error speak.
      if (!existsSync(indexPath)) return
      const html = readFileSync(indexPath, 'utf8')
      const policy = buildCsp(env, inlineScriptHashes(html))
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
      writeFileSync(indexPath, html.replace(/<head>/, `<head>\n    ${meta}`))
      writeFileSync(join(outDir, '_headers'), headersFile(policy))
    },
  }
}
