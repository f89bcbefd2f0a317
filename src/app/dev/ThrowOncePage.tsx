let thrown = false

/**
 * Mock build only: a page that throws on its first render and not again. React renders it once
 * more and recovers; what it reports names the first throw.
 */
export function ThrowOncePage() {
  if (!thrown) {
    thrown = true
    throw new Error('Thrown once on purpose, then rendered (mock build test route).')
  }
  return <h1 className="text-xl font-bold">Rendered after one throw</h1>
}
