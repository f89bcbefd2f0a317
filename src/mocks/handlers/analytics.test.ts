import { describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { withMockNetwork } from '@/testing/mockNetwork'
import { pageViews } from './analytics'

withMockNetwork()

describe('mock analytics endpoint', () => {
  it('records the URL of each page view, in order, and refuses other bodies', async () => {
    const send = (body: unknown) => fetch(env.analyticsUrl as string, { method: 'POST', body: JSON.stringify(body) })
    expect((await send({ name: 'pageview', url: 'http://localhost/a', domain: 'd' })).status).toBe(202)
    expect((await send({ name: 'pageview', url: 'http://localhost/b', domain: 'd' })).status).toBe(202)
    expect((await send({ name: 'click' })).status).toBe(400)
    expect(pageViews).toEqual(['http://localhost/a', 'http://localhost/b'])
  })
})
