import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { RateLimitedError } from '@/lib/errors'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { offerForSale } from './sale'
import { WRITE_MAX_WAIT_S, WRITE_RATE_LIMIT_TRIES } from './writeGroup'

const net = NETWORKS.mock
const offer = () => offerForSale(net, 'alice.algo', { sender: TEST_ACCOUNT.address, offer: 1_000_000 })
withMockNetwork()

/** Counts the write requests that reach the API. */
function countPosts(): () => number {
  let count = 0
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/nfd/offer/')) count++
  })
  return () => count
}

describe('writeGroup under rate limiting', () => {
  it('waits secsRemaining after a 429, then asks again and returns the group', async () => {
    setFault({ kind: '429', target: 'api', path: '/nfd/offer/', secsRemaining: 2, times: 1 })
    const posts = countPosts()
    const started = Date.now()
    const group = await offer()
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_950)
    // The clearing of the name's profile, the listing, the service's entry.
    expect(group.map((e) => e.kind)).toEqual(['u', 'u', 's'])
    expect(posts()).toBe(2)
  })

  it(`gives up after ${WRITE_RATE_LIMIT_TRIES} refusals, with the last wait`, async () => {
    setFault({ kind: '429', target: 'api', path: '/nfd/offer/', secsRemaining: 1 })
    const posts = countPosts()
    await expect(offer()).rejects.toBeInstanceOf(RateLimitedError)
    expect(posts()).toBe(WRITE_RATE_LIMIT_TRIES)
  })

  it('does not sit through a long wait: the caller hears of it at once', async () => {
    setFault({ kind: '429', target: 'api', path: '/nfd/offer/', secsRemaining: WRITE_MAX_WAIT_S + 1, times: 1 })
    const posts = countPosts()
    await expect(offer()).rejects.toMatchObject({ secsRemaining: WRITE_MAX_WAIT_S + 1 })
    expect(posts()).toBe(1)
  })
})
