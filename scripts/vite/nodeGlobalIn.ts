/**
 * Node's `global` as the browser's `globalThis`, in the named packages' modules only: a define
 * per module, so the SDK that reads it as it loads works in its lazy chunk and no other code (nor
 * the boot chunk) changes or carries a polyfill.
 */
import { transformWithOxc, type Plugin } from 'vite'

export function nodeGlobalIn(packages: readonly string[]): Plugin {
  const inPackage = (id: string) => packages.some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`))
  return {
    name: 'node-global-in',
    async transform(code, id) {
      if (!inPackage(id)) return null
      const { code: replaced, map } = await transformWithOxc(code, id, { define: { global: 'globalThis' } })
      return { code: replaced, map }
    },
  }
}
