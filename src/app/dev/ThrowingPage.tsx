/** Mock build only: a page that fails while rendering, to exercise the error screen. */
export function ThrowingPage(): never {
  throw new Error('This page failed on purpose (mock build test route).')
}
