import { createServer, type Plugin } from 'vite'

type AppModuleLoader = <M, T>(path: string, apply: (module: M) => T | Promise<T>) => Promise<T>
export type AppHtmlTransform = (html: string, load: AppModuleLoader) => Promise<string>

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
