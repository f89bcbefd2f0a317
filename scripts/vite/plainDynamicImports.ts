import type { Plugin } from 'vite'

const HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps every `import()` of a client build in a preload helper that adds `<link>`s for the
 * chunk's dependencies. This build gives it none (build.modulePreload.resolveDependencies keeps
 * dynamic imports to the browser's module graph, and there is one stylesheet), so the helper only
 * called the import, at 0.7 kB gzip in the first load. This helper just calls it; a failed import
 * still rejects as it did, and retryableImport tries it again.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load()' : null),
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'))
      if (sheets.length > 1) {
        this.error(`A lazy chunk has a stylesheet of its own (${sheets.join(', ')}): nothing would load it`)
      }
    },
  }
}
