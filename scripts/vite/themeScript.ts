import type { Plugin } from 'vite'
import { themeScript as script } from '../../src/prerender/themeScript.ts'

/** The theme before first paint, first in the head; in dev too, where the theme flashes otherwise. */
export function themeScript(): Plugin {
  return {
    name: 'theme-script',
    transformIndexHtml: (html) => html.replace('</title>', `</title>\n    <script>${script()}</script>`),
  }
}
