// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createAnalytics, noAnalytics } from './analytics'

describe('analytics adapter', () => {
  it('is off when unconfigured', () => {
    expect(createAnalytics({ url: null, domain: 'x' })).toBe(noAnalytics)
    expect(createAnalytics({ url: 'https://a.example/api/event', domain: null })).toBe(noAnalytics)
  })

  it('posts a page view without waiting for it', () => {
    const send = vi.fn(() => new Promise<Response>(() => {}))
    const analytics = createAnalytics({ url: 'https://a.example/api/event', domain: 'app.example' }, send as never)
    analytics.pageView('https://app.example/name/a.algo')
    expect(send).toHaveBeenCalledTimes(1)
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://a.example/api/event')
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'pageview',
      url: 'https://app.example/name/a.algo',
      domain: 'app.example',
    })
  })

  it('never throws when sending fails', async () => {
    const rejecting = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const throwing = vi.fn(() => {
      throw new TypeError('blocked')
    })
    expect(() =>
      createAnalytics({ url: 'https://a.example/e', domain: 'd' }, rejecting as never).pageView('/'),
    ).not.toThrow()
    expect(() =>
      createAnalytics({ url: 'https://a.example/e', domain: 'd' }, throwing as never).pageView('/'),
    ).not.toThrow()
    await Promise.resolve()
  })
})
