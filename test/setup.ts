import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// findBy/waitFor give up after 5 s, not 1 s: on a loaded 2-core machine a page over the mock
// network can take longer than a second to settle, and a slower pass is not a failure.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // Plain-logic tests run in Node, which has no localStorage.
  globalThis.localStorage?.clear()
})
