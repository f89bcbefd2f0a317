import type { Plugin } from 'vite'
import type { AppEnv } from '../../src/config/envSchema'
import { preconnectLinks } from '../../src/config/preconnect.ts'

/** Connections the first visit needs (API, image gateway), opened while the app's code downloads. */
export function preconnectHints(env: AppEnv): Plugin {
  const links = preconnectLinks(env)
  return {
    name: 'preconnect-hints',
    transformIndexHtml: (html) => (links ? html.replace('</title>', `</title>\n    ${links}`) : html),
  }
}
