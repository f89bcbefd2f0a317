import type { Plugin } from 'vite'

/** The title by network, in index.html before any script runs. */
export function titleByNetwork(title: string): Plugin {
  return { name: 'title-by-network', transformIndexHtml: (html) => html.replace('%APP_TITLE%', title) }
}
