import { afterEach } from 'vitest'

// The DOM's helpers load only where there is a DOM: two thirds of the files run in Node, and
// importing Testing Library and react-dom there cost each of them about a third of a second.
if (typeof document !== 'undefined') {
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
