/** Reads a build in dist/<mode>: its files and the JS a first visit to the home page loads. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// The test command runs from the repository root.
const DIST = join(process.cwd(), 'dist')

export function distDir(mode: string): string {
  const dir = join(DIST, mode)
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`dist/${mode} is missing: run "npm run build:all" first`)
  }
  return dir
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/** The JS files of the first load: index.html's entry and modulepreloads, then their static imports. */
export function initialJs(mode: string): string[] {
  const dir = distDir(mode)
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  return withStaticImports(
    dir,
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g), ...startedByScript(html)].map((m) => m[1] as string),
  )
}

/** The JS a first visit to a route loads: the initial JS plus the route's page chunk and its static imports. */
export function routeInitialJs(mode: string, pageChunkPrefix: string): string[] {
  const dir = distDir(mode)
  const page = readdirSync(join(dir, 'assets')).filter((f) => f.startsWith(`${pageChunkPrefix}-`) && f.endsWith('.js'))
  if (page.length === 0) throw new Error(`No ${pageChunkPrefix} chunk in dist/${mode}/assets`)
  return [
    ...new Set([
      ...initialJs(mode),
      ...withStaticImports(
        dir,
        page.map((f) => `assets/${f}`),
      ),
    ]),
  ]
}

/** The entry and preloads the inline start script adds (src/prerender/startApp.ts), as matches. */
function startedByScript(html: string): RegExpMatchArray[] {
  const data = html.match(/\{"entry":("[^"]+"),"preloads":(\[[^\]]*\])/)
  if (!data) return []
  const urls = [JSON.parse(data[1]!) as string, ...(JSON.parse(data[2]!) as string[])]
  return urls.map((url) => url.match(/^\/(assets\/.+\.js)$/)).filter((match) => match !== null)
}

function withStaticImports(dir: string, entries: string[]): string[] {
  const queue = [...entries]
  const seen = new Set<string>()
  while (queue.length) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(join(dir, file), 'utf8')
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`), not import("./x.js").
    for (const match of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`assets/${match[1]}`)
    }
  }
  return [...seen].map((file) => join(dir, file))
}

/** Which of `markers` the build's JS and HTML contain. */
export function markersIn(mode: string, markers: readonly string[], extensions = /\.(js|html)$/): string[] {
  const code = listFiles(distDir(mode))
    .filter((file) => extensions.test(file))
    .map((file) => readFileSync(file, 'utf8'))
  return markers.filter((marker) => code.some((text) => text.includes(marker)))
}
