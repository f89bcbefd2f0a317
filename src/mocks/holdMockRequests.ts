/**
 * Mock build only. The app renders at once, as a production build does, while the mock worker
 * starts beside it; requests to the mock hosts wait here until the worker is in control instead
 * of leaving the page before it can answer them. Small on purpose: main.tsx loads it before the
 * first render, the worker (msw) after.
 */

/** The mock hosts: algod, API, analytics and images are all *.mock.invalid. */
export const MOCK_HOSTS = /^https:\/\/[a-z0-9-]+\.mock\.invalid\//

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

export function holdMockRequests(ready: Promise<unknown>): void {
  const send = window.fetch
  const settled = ready.then(
    () => undefined,
    () => undefined, // a worker that failed to start: requests go out and fail with clear errors
  )
  window.fetch = async (input, init) => {
    if (MOCK_HOSTS.test(urlOf(input))) await settled
    return send.call(window, input, init)
  }
  // Once the worker is in control there is nothing left to hold.
  void settled.then(() => {
    window.fetch = send
  })
}
