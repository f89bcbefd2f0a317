import { afterEach } from 'vitest'

// The DOM's helpers load only where there is a DOM: two thirds of the files run in Node, and
// importing Testing Library and react-dom there cost each of them about a third of a second.
if (typeof document !== 'undefined') {
  // The DOM half runs in VM contexts (vitest's vmThreads), which get jsdom's globals and a few of
  // Node's: the web streams msw reads, and Web Crypto (jsdom has no `subtle`), are Node's own.
  const streams = await import('node:stream/web')
  for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const)
    if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] })
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: (await import('node:crypto')).webcrypto, configurable: true })
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  // findBy/waitFor give up after 5 s, not 1 s: on a loaded 2-core machine a page over the mock
  // network can take longer than a second to settle, and a slower pass is not a failure.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
