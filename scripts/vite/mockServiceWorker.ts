/**
 * Mock mode only: MSW's service worker, served and emitted (deliberately not in public/, which
 * every build copies, production ones included), and, in the build, an inline script that starts
 * downloading the mock network's code (MSW is large) once the shell has painted: beside the app's
 * boot chunk, instead of after it has run and asked for the mock.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rolldown } from 'vite'
import { inlineScript } from '../../src/prerender/inlineScript.ts'
import { reachable } from '../reachable.ts'

export function mockServiceWorker(enabled: boolean): Plugin {
  const file = fileURLToPath(new URL('../../node_modules/msw/lib/mockServiceWorker.js', import.meta.url))
  return {
    name: 'mock-service-worker',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!enabled || !ctx.bundle) return html
        const files = mockChunkFiles(ctx.bundle, ['/src/mocks/browser.ts', '/src/mocks/walletTestHarness.ts']).filter(
          (fileName) => !html.includes(`/${fileName}"`),
        )
        const script = inlineScript(preloadAfterFirstPaint, { hrefs: files.map((f) => `/${f}`) })
        return html.replace('</body>', `  <script>${script}</script>\n  </body>`)
      },
    },
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(workerSource(file))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource(file) })
    },
  }
}

/**
 * MSW's worker, after a first fetch listener of ours: a request for the app's own files (its
 * scripts, styles, icons) goes straight to the network. MSW's own listener would send each one
 * to the page and back only to be told to pass it through; the mock network's hosts are all
 * elsewhere (*.mock.invalid).
 */
function workerSource(file: string): string {
  const sameOriginFirst = `addEventListener('fetch', (event) => {
  if (new URL(event.request.url).origin === self.location.origin) event.stopImmediatePropagation()
})
`
  return sameOriginFirst + readFileSync(file, 'utf8')
}

/** The chunks a dynamic import of these modules loads: their own and everything they import. */
function mockChunkFiles(bundle: Rolldown.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const starts = chunks
    .filter((chunk) => modules.some((module) => chunk.facadeModuleId?.endsWith(module)))
    .map((chunk) => chunk.fileName)
  if (starts.length !== modules.length) throw new Error(`mock build: no chunk for one of ${modules.join(', ')}`)
  return [...reachable(starts, (file) => byFile.get(file)?.imports ?? [])]
}

/** After the first frame, so the downloads never compete with the shell's first paint. */
function preloadAfterFirstPaint({ hrefs }: { hrefs: string[] }): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of hrefs) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.appendChild(link)
      }
    }),
  )
}
