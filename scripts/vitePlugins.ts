/**
 * The build's own Vite plugins: the mock worker and its preload (mock mode only), the title by
 * network, preconnect hints, the prerendered page shells, the CSP.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type { OutputBundle } from 'rolldown'
import { buildCsp, headersFile } from '../src/config/csp'
import { preconnectLinks } from '../src/config/preconnect'
import type { AppEnv } from '../src/config/envSchema'
import { shellPicker } from '../src/app/shell/shellPicker'
import { reachable } from './reachable'

/**
 * Mock mode only: MSW's service worker, served and emitted (deliberately not in public/, which
 * every build copies, production ones included), and, in the build, an inline script that starts
 * downloading the mock network's code (MSW is large) once the shell has painted: beside the app's
 * boot chunk, instead of after it has run and asked for the mock.
 */
export function mockServiceWorker(enabled: boolean): Plugin {
  const file = fileURLToPath(new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url))
  return {
    name: 'mock-service-worker',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!enabled || !ctx.bundle) return html
        const files = mockChunkFiles(ctx.bundle, ['/src/mocks/browser.ts', '/src/wallet/testHarness.ts']).filter(
          (fileName) => !html.includes(`/${fileName}"`),
        )
        return html.replace('</body>', `  <script>${preloadAfterFirstPaint(files)}</script>\n  </body>`)
      },
    },
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

/** The chunks a dynamic import of these modules loads: their own and everything they import. */
function mockChunkFiles(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const starts = chunks
    .filter((chunk) => modules.some((module) => chunk.facadeModuleId?.endsWith(module)))
    .map((chunk) => chunk.fileName)
  if (starts.length !== modules.length) throw new Error(`mock build: no chunk for one of ${modules.join(', ')}`)
  return [...reachable(starts, (file) => byFile.get(file)?.imports ?? [])]
}

/** After the first frame, so the downloads never compete with the shell's first paint. */
function preloadAfterFirstPaint(files: string[]): string {
  return (
    `requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(files.map((f) => `/${f}`))}` +
    `.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;` +
    `document.head.appendChild(l)})})})`
  )
}

/** Connections the first visit needs (API, image gateway), opened while the app's code downloads. */
export function preconnectHints(env: AppEnv): Plugin {
  const links = preconnectLinks(env)
  return {
    name: 'preconnect-hints',
    transformIndexHtml: (html) => (links ? html.replace('</title>', `</title>\n    ${links}`) : html),
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
      writeFileSync(join(outDir, '_headers'), headersFile(policy))
    },
  }
}

/**
 * Each route's shell, rendered at build time by the app's own components (src/app/shell) and
 * put in index.html as templates with the picker. Lighthouse's mobile run measured why: without
 * it nothing paints until ~150 kB of script has run under a 4x slower CPU.
 */
export const prerenderShells: AppHtmlTransform = async (html, load) => {
  const shells = await load('/src/app/shell/renderShells.tsx', (module: RenderShells) => module.renderShells())
  // React hoists resource hints (an <img>'s preload) to the front; a template has no use for them.
  const templates = Object.entries(shells)
    .map(([id, markup]) => `<template id="shell-${id}">${markup.replace(/^(<link[^>]*>)+/, '')}</template>`)
    .join('\n    ')
  return html.replace(
    '<div id="root"></div>',
    `${templates}\n    <div id="root"></div>\n    <script>\n${shellPicker()}\n    </script>`,
  )
}

interface RenderShells {
  renderShells(): Promise<Record<string, string>>
}

/**
 * Production builds: the inline script that starts a profile's record before the app's code has
 * run (src/app/earlyRecord.ts; none on the mock network). Hashed into the CSP like every inline script.
 */
export const earlyRecordPreload: AppHtmlTransform = async (html, load) => {
  const script = await load('/src/app/earlyRecord.ts', (module: { earlyRecordScript(): string }) =>
    module.earlyRecordScript(),
  )
  return script ? html.replace('</head>', `  <script>${script}</script>\n  </head>`) : html
}

type AppModuleLoader = <M, T>(path: string, apply: (module: M) => T | Promise<T>) => Promise<T>
type AppHtmlTransform = (html: string, load: AppModuleLoader) => Promise<string>

/**
 * Build only: rewrites index.html with what the app's own modules make at build time, one
 * transform after another. `load` runs a module in Node through Vite's SSR loader, with the
 * mode's env and the app's aliases; one loader serves every transform of a build.
 */
export function appHtml(mode: string, transforms: AppHtmlTransform[]): Plugin {
  let root = ''
  return {
    name: 'app-html',
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
        const load: AppModuleLoader = async <M, T>(path: string, apply: (module: M) => T | Promise<T>) =>
          apply((await server.ssrLoadModule(path)) as M)
        try {
          let out = html
          for (const transform of transforms) out = await transform(out, load)
          return out
        } finally {
          await server.close()
        }
      },
    },
  }
}
