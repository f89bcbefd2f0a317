/**
 * The page shells prerendered into index.html at build time (scripts/vitePlugins.ts): what a
 * route looks like before its data arrives, painted from the HTML before any script has run.
 * `pattern` picks the shell for the address the browser opened; `sample` is the address the
 * shell is rendered at. Routes not listed get the frame (header and footer) alone.
 */
export interface ShellRoute {
  id: string
  sample: string
  pattern: RegExp
}

export const SHELL_ROUTES: ShellRoute[] = [
  { id: 'home', sample: '/', pattern: /^\/$/ },
  { id: 'marketplace', sample: '/marketplace', pattern: /^\/marketplace\/?$/ },
  // The sample name is valid and unknown, so the shell is the profile's loading skeleton.
  { id: 'name', sample: '/name/shell.algo', pattern: /^\/name\/[^/]+\/?$/ },
  // Everything else, a portfolio among them (its heading is the address, unknown at build time).
  { id: 'frame', sample: '/', pattern: /^/ },
]

/** The shell for a pathname: the first route whose pattern matches (the frame matches all). */
export function shellFor(pathname: string): string {
  return SHELL_ROUTES.find((route) => route.pattern.test(pathname))?.id ?? 'frame'
}
