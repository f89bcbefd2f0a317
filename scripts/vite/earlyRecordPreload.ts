import type { AppHtmlTransform } from './appHtml'

/**
 * Production builds: the inline script that starts a profile's record before the app's code has
 * run (src/prerender/earlyRecord.ts; none on the mock network). Hashed into the CSP like every inline script.
 */
export const earlyRecordPreload: AppHtmlTransform = async (html, load) => {
  const script = await load('/src/prerender/earlyRecord.ts', (module: { earlyRecordScript(): string }) =>
    module.earlyRecordScript(),
  )
  return script ? html.replace('</head>', `  <script>${script}</script>\n  </head>`) : html
}
