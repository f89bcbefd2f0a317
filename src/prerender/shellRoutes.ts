/**
 * The page shells prerendered into index.html at build time (scripts/vite/prerenderShells.ts): what a
 * route looks like before its data arrives, painted from the HTML before any script has run.
 * `pattern` picks the shell for the address the browser opened (the first that matches wins);
 * `sample` is the address the shell is rendered at, or null for the frame: header and footer
 * around an empty main, for every address without a shell of its own.
 */
export interface ShellRoute {
  id: string
  sample: string | null
  pattern: RegExp
}

/** A shell's template id suffix in a language: the base language keeps the route's id. */
export function shellId(route: string, locale: string): string {
  return locale === 'en' ? route : `${route}-${locale}`
}

export const SHELL_ROUTES: ShellRoute[] = [
  { id: 'home', sample: '/', pattern: /^\/$/ },
  { id: 'marketplace', sample: '/marketplace', pattern: /^\/marketplace\/?$/ },
  // The sample name is valid and unknown, so the shell is the profile's loading skeleton.
  { id: 'name', sample: '/name/shell.algo', pattern: /^\/name\/[^/]+\/?$/ },
  // Everything else, a portfolio among them (its heading is the address, unknown at build time).
  { id: 'frame', sample: null, pattern: /^/ },
]
