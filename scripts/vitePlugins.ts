/**
 * The build's own Vite plugins: the mock worker (mock mode only), the title by network, the
 * prerendered page shells, the CSP.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { buildCsp, HEADER_ONLY_DIRECTIVES } from '../src/config/csp'
import type { AppEnv } from '../src/config/envSchema'
import { shellPicker } from '../src/app/shell/shellPicker'

/**
 * MSW's service worker, served and emitted only in mock mode. It is deliberately not in
 * public/: everything in public/ is copied into every build, production ones included.
 */
export function mockServiceWorker(enabled: boolean): Plugin {
  const file = fileURLToPath(new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url))
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file) })
    },
  }
}

/** The title by network, in index.html before any script runs. */
export function titleByNetwork(title: string): Plugin {
  return { name: 'title-by-network', transformIndexHtml: (html) => html.replace('%APP_TITLE%', title) }
}

/** Hashes of the inline scripts, as CSP source expressions want them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  )
}

/**
 * The CSP, on the finished build: a meta tag in index.html (works on any static host) and a
 * `_headers` file (Netlify / Cloudflare Pages format) that adds what a meta tag cannot carry.
 * Build only: the dev server's hot reload needs inline scripts.
 */
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
      writeFileSync(
        join(outDir, '_headers'),
        [
          '/*',
          `  Content-Security-Policy: ${policy}; ${HEADER_ONLY_DIRECTIVES}`,
          '  X-Content-Type-Options: nosniff',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
          '',
        ].join('\n'),
      )
    },
  }
}

/**
 * Each route's shell, rendered at build time by the app's own components (src/app/shell) and
 * put in index.html as templates with the picker. Lighthouse's mobile run measured why: without
 * it nothing paints until ~150 kB of script has run under a 4x slower CPU.
 */
export function prerenderShells(mode: string): Plugin {
  let root = ''
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        })
        let shells: Record<string, string>
        try {
          const module = (await server.ssrLoadModule('/src/app/shell/renderShells.tsx')) as {
            renderShells(): Promise<Record<string, string>>
          }
          shells = await module.renderShells()
        } finally {
          await server.close()
        }
        // React hoists resource hints (an <img>'s preload) to the front; a template has no use for them.
        const templates = Object.entries(shells)
          .map(([id, markup]) => `<template id="shell-${id}">${markup.replace(/^(<link[^>]*>)+/, '')}</template>`)
          .join('\n    ')
        return html.replace(
          '<div id="root"></div>',
          `${templates}\n    <div id="root"></div>\n    <script>\n${shellPicker()}\n    </script>`,
        )
      },
    },
  }
}
