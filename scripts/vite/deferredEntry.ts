import type { AppHtmlTransform } from './appHtml'

const ENTRY = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>\s*/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+\.js)">\s*/g

/**
 * The app's module script and preloads become one inline script that adds them
 * (src/prerender/startApp.ts): at once, or on a profile once its banner is on screen. Hashed into
 * the CSP like every inline script; the files it adds are the site's own.
 */
export const deferredEntry: AppHtmlTransform = async (html, load) => {
  const entry = ENTRY.exec(html)
  if (!entry) throw new Error('index.html has no module script for the app')
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!)
  const script = await load('/src/prerender/startApp.ts', (module: { startAppScript: StartAppScript }) =>
    module.startAppScript(entry[1]!, preloads),
  )
  return html.replace(PRELOAD, '').replace(ENTRY, `<script>${script}</script>\n    `)
}

type StartAppScript = (entry: string, preloads: string[]) => string
