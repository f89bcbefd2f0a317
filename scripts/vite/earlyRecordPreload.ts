import type { AppHtmlTransform } from './appHtml'

/**
 * Production builds: the inline script that starts a profile's record before the app's code has
 * run (src/prerender/earlyRecord.ts; none on the mock network), placed before the stylesheet.
 * Hashed into the CSP like every inline script.
 */
export const earlyRecordPreload: AppHtmlTransform = async (html, load) => {
  const script = await load('/src/prerender/earlyRecord.ts', (module: { earlyRecordScript(): string }) =>
    module.earlyRecordScript(),
  )
  if (!script) return html
  // Before the stylesheet and the app's scripts: an inline script waits for every stylesheet above
  // it, and the record need not wait for the CSS.
  const at = html.search(/<link rel="stylesheet"|<script type="module"/)
  const tag = `<script>${script}</script>\n    `
  return at < 0 ? html.replace('</head>', `  ${tag}</head>`) : html.slice(0, at) + tag + html.slice(at)
}
