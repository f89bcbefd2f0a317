/**
 * Leaves algosdk's KMD client out of a build that offers no KMD wallet. The bundler cannot drop it
 * alone: Pera's and Defly's SDKs import algosdk whole (its default export), so every export stays.
 * Its module becomes a class that refuses to be built, so algosdk keeps its shape and nothing that
 * talks to a key daemon ships where no network has one.
 */
import type { Plugin } from 'vite'

const KMD_CLIENT = /[\\/]node_modules[\\/]algosdk[\\/]dist[\\/]esm[\\/]client[\\/]kmd\.js$/

export function withoutKmdClient(): Plugin {
  return {
    name: 'without-kmd-client',
    apply: 'build',
    load: {
      filter: { id: KMD_CLIENT },
      handler: () => 'export class KmdClient { constructor() { throw new Error("This build has no KMD client") } }',
    },
  }
}
