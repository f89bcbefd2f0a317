// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdMockRequests } from './holdMockRequests'

describe('holdMockRequests', () => {
  const original = window.fetch
  afterEach(() => {
    window.fetch = original
  })

  it('holds requests to the mock hosts until the worker is ready, lets others through, then steps aside', async () => {
    const sent: string[] = []
    const send = vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input instanceof Request ? input.url : input))
      return new Response('ok')
    })
    window.fetch = send as typeof fetch
    let ready!: () => void
    holdMockRequests(new Promise<void>((resolve) => (ready = resolve)))

    const held = window.fetch('https://api.mock.invalid/nfd/alice.algo')
    const heldRequest = window.fetch(new Request('https://algod.mock.invalid/v2/status'))
    await window.fetch('/assets/app.js')
    expect(sent).toEqual(['/assets/app.js'])

    ready()
    await Promise.all([held, heldRequest])
    expect(sent).toEqual([
      '/assets/app.js',
      'https://api.mock.invalid/nfd/alice.algo',
      'https://algod.mock.invalid/v2/status',
    ])
    expect(window.fetch).toBe(send)
  })

  it('lets held requests go when the worker fails to start, so they fail with the usual errors', async () => {
    const send = vi.fn(async () => new Response('ok'))
    window.fetch = send as typeof fetch
    holdMockRequests(Promise.reject(new Error('no service worker')))
    await window.fetch('https://api.mock.invalid/nfd/alice.algo')
    expect(send).toHaveBeenCalledTimes(1)
  })
})
